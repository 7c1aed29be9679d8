/** "Maya Cohen", or "Owner" when the owner has no name (spec §2). */
export function ownerName(owner: { first_name: string | null; last_name: string | null } | null | undefined): string {
  return [owner?.first_name, owner?.last_name].filter((part) => part?.trim()).join(' ') || 'Owner';
}

/** Every query key of the reviews feature. */
export const reviewKeys = {
  all: ['reviews'] as const,
  status: (reservationId: string) => [...reviewKeys.all, 'status', reservationId] as const,
};

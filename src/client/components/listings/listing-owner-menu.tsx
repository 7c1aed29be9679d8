import { Eye, EyeOff, MoreVertical, Pencil, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListingStatus } from '@domain/listings';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useSetListingStatus } from '@/lib/listings/set-listing-status';
import { DeleteListingDialog } from '@/components/listings/delete-listing-dialog';

type Props = { listingId: string; title: string; status: ListingStatus; className?: string };

/** The owner's card menu: View, Edit, Deactivate / Activate, Delete (with confirmation). */
export function ListingOwnerMenu({ listingId, title, status, className }: Props) {
  const navigate = useNavigate();
  const setStatus = useSetListingStatus();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const active = status === 'active';
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Manage ${title}`}
          onClick={(event) => event.stopPropagation()}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm backdrop-blur hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
            className,
          )}
        >
          {setStatus.isPending ? <Power className="size-5 animate-pulse" aria-hidden="true" /> : <MoreVertical className="size-5" aria-hidden="true" />}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onClick={(event) => event.stopPropagation()}>
          <DropdownMenuItem onSelect={() => void navigate(`/listing/${listingId}`)}>
            <Eye aria-hidden="true" />
            View
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(`/edit-listing/${listingId}`)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={setStatus.isPending}
            onSelect={() => setStatus.mutate({ listingId, status: active ? 'inactive' : 'active' })}
          >
            {active ? <EyeOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {active ? 'Deactivate' : 'Activate'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600" onSelect={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteListingDialog listingId={listingId} title={title} open={confirmDelete} onOpenChange={setConfirmDelete} />
    </>
  );
}

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeleteListing } from '@/lib/listings/delete-listing';

type Props = {
  listingId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** "Delete this listing?" — confirmation before a permanent delete. */
export function DeleteListingDialog({ listingId, title, open, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteListing();
  return (
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this listing?</DialogTitle>
          <DialogDescription>
            “{title}” will be removed permanently. This can't be undone. To hide it for a while instead, deactivate it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            pending={remove.isPending}
            onClick={() =>
              remove.mutate(listingId, {
                onSuccess: () => {
                  onOpenChange(false);
                  onDeleted?.();
                },
              })
            }
          >
            {remove.isPending ? null : <Trash2 aria-hidden="true" />}
            Delete listing
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

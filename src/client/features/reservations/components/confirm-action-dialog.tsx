import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

export type ConfirmCopy = { title: string; description: string; confirmLabel: string; cancelLabel?: string; destructive?: boolean };

/** "Are you sure?" for actions that cannot be undone (decline, cancel, complete). */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  copy,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: ConfirmCopy | null;
  onConfirm: () => void;
  pending?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {copy ? (
          <>
            <DialogHeader>
              <DialogTitle>{copy.title}</DialogTitle>
              <DialogDescription>{copy.description}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {copy.cancelLabel ?? 'Keep it'}
              </Button>
              <Button variant={copy.destructive ? 'destructive' : 'default'} onClick={onConfirm} pending={pending}>
                {copy.confirmLabel}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

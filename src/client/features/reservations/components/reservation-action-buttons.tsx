import { Check, CircleCheckBig, X } from 'lucide-react';
import { useState } from 'react';
import type { UserReservationAction } from '../../../../domain/reservation-actions';
import type { ReservationStatus } from '../../../../domain/reservation-status';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useReservationAction } from '../api/reservation-action';
import { actionLabel, confirmCopy } from '../lib/action-copy';
import { ConfirmActionDialog, type ConfirmCopy } from './confirm-action-dialog';
import { fullName, unnamedPerson } from '../../../../domain/person';

type ActionTarget = {
  reservation_id: string;
  status: ReservationStatus;
  is_purchase: boolean;
  available_actions: UserReservationAction[];
  other_party: { first_name: string | null; last_name: string | null };
};

const variants: Record<UserReservationAction, ButtonProps['variant']> = {
  accept: 'default',
  decline: 'outline',
  cancel_by_owner: 'outline',
  cancel_by_renter: 'outline',
  complete: 'default',
};

const icons: Partial<Record<UserReservationAction, typeof Check>> = { accept: Check, decline: X, complete: CircleCheckBig };

/**
 * The status actions a party may take now (from the server's `available_actions`), with a confirmation
 * for the irreversible ones, optimistic updates and the spec's toasts. `only` narrows the set (lists
 * show just Accept and Decline).
 */
export function ReservationActionButtons({
  reservation,
  only,
  size = 'default',
  className,
  onCompleted,
}: {
  reservation: ActionTarget;
  only?: readonly UserReservationAction[];
  size?: ButtonProps['size'];
  className?: string;
  onCompleted?: (action: UserReservationAction) => void;
}) {
  const mutation = useReservationAction();
  // The copy is fixed when the dialog opens: the optimistic update changes the status under it.
  const [confirming, setConfirming] = useState<{ action: UserReservationAction; copy: ConfirmCopy } | null>(null);
  const actions = reservation.available_actions.filter((action) => !only || only.includes(action));
  const otherName = fullName(reservation.other_party, unnamedPerson.member);
  if (actions.length === 0 && !confirming) return null;

  const run = (action: UserReservationAction) => {
    mutation.mutate(
      { reservationId: reservation.reservation_id, action },
      {
        // Toasts come from the mutation itself (these callbacks are skipped when the buttons unmount).
        onSuccess: () => onCompleted?.(action),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const press = (action: UserReservationAction) => {
    const copy = confirmCopy(action, reservation, otherName);
    if (copy) setConfirming({ action, copy });
    else run(action);
  };

  return (
    <>
      <div className={cn('flex flex-wrap gap-2', className)}>
        {actions.map((action) => {
          const Icon = icons[action];
          return (
            <Button
              key={action}
              size={size}
              variant={variants[action]}
              className={cn(action === 'decline' || action.startsWith('cancel') ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined)}
              disabled={mutation.isPending}
              pending={mutation.isPending && mutation.variables?.action === action && !confirming}
              onClick={() => press(action)}
            >
              {Icon ? <Icon aria-hidden="true" /> : null}
              {actionLabel(action, reservation.status)}
            </Button>
          );
        })}
      </div>
      <ConfirmActionDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !mutation.isPending) setConfirming(null);
        }}
        copy={confirming?.copy ?? null}
        pending={mutation.isPending}
        onConfirm={() => confirming && run(confirming.action)}
      />
    </>
  );
}

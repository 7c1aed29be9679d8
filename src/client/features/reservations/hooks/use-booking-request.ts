import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { reservationTexts } from '@domain/reservations';
import { isApiError } from '@/lib/api';
import { useCreateReservation } from '../api/create-reservation';
import { type MessageForm, messageForm } from '../components/booking-parts';
import { bookingErrorToast } from '../lib/booking-errors';
import type { SubmittedState } from '../types';

export type DuplicateBooking = { reservationId: string | null; message: string };
export type LimitReached = { title: string; message: string };

/** Request to Book's data: the message form, the request, and what a refusal taught us (a duplicate, the pending limit). */
export function useBookingRequest(listingId: string) {
  const navigate = useNavigate();
  const createReservation = useCreateReservation();
  const [duplicate, setDuplicate] = useState<DuplicateBooking | null>(null);
  const [limitReached, setLimitReached] = useState<LimitReached | null>(null);
  const form = useForm<MessageForm>({ resolver: zodResolver(messageForm), defaultValues: { message: '' } });

  const submit = (start: string, end: string) =>
    form.handleSubmit(({ message }) =>
      createReservation.mutate(
        { listing_id: listingId, start_date: start, end_date: end, message: message.trim() || undefined },
        {
          onSuccess: ({ reservation }) => {
            toast.success(reservationTexts.bookingSuccess.title, { description: reservationTexts.bookingSuccess.description });
            const state: SubmittedState = { submitted: 'booking' };
            void navigate(`/reservation/${reservation.reservation_id}`, { replace: true, state });
          },
          onError: (error) => {
            const { title, description, duplicate: isDuplicate, limit } = bookingErrorToast(error, listingId);
            if (limit) setLimitReached({ title, message: description });
            if (isDuplicate) {
              const details = isApiError(error) && typeof error.details === 'object' && error.details ? (error.details as Record<string, unknown>) : {};
              const reservationId = typeof details.conflicting_reservation_id === 'string' ? details.conflicting_reservation_id : null;
              setDuplicate({ reservationId, message: description });
            }
          },
        },
      ),
    );

  return { form, pending: createReservation.isPending, duplicate, limitReached, submit };
}

import { Bell, BellOff, CalendarCheck, CheckCheck, MessageSquare, RefreshCw, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationPath, notificationTexts } from '../../../../domain/notifications';
import { Button } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatBadgeCount, formatRelativeTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { AppNotification } from '../types';

function iconFor(notification: AppNotification) {
  if (notification.related_type === 'conversation' || notification.type === 'message') return MessageSquare;
  if (notification.related_type === 'review' || notification.type === 'review' || notification.type === 'feedback_request') return Star;
  if (notification.related_type === 'reservation') return CalendarCheck;
  return Bell;
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const hasUnread = notifications.data?.some((n) => !n.read) ?? false;

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate(notification.notification_id);
    const target = notificationPath(notification);
    if (target) {
      onNavigate();
      void navigate(target);
    }
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">Notifications</h2>
        {hasUnread ? (
          <Button
            variant="ghost"
            size="sm"
            pending={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {notificationTexts.markAllRead}
          </Button>
        ) : null}
      </div>
      <div className="max-h-[min(70dvh,28rem)] overflow-y-auto">
        {notifications.isPending ? (
          <ul aria-label="Loading notifications" className="divide-y divide-slate-100">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-3 px-4 py-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : notifications.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm text-slate-600">
            <p>Couldn't load notifications.</p>
            <Button variant="outline" size="sm" onClick={() => void notifications.refetch()} pending={notifications.isFetching}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : notifications.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <BellOff className="size-8 text-slate-300" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-600">{notificationTexts.empty}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {notifications.data.map((notification) => {
              const Icon = iconFor(notification);
              return (
                <li key={notification.notification_id}>
                  <button
                    type="button"
                    onClick={() => open(notification)}
                    className={cn(
                      'flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600',
                      !notification.read && 'bg-brand-50/60',
                    )}
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-start justify-between gap-2">
                        <span className={cn('text-sm text-slate-900', !notification.read && 'font-semibold')}>{notification.title}</span>
                        {!notification.read ? (
                          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                            <span className="sr-only">Unread</span>
                          </span>
                        ) : null}
                      </span>
                      <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{notification.content ?? ''}</span>
                      <span className="mt-1 block text-xs text-slate-500">{formatRelativeTime(notification.timestamp)}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}

/** The bell with its unread badge; opens the notifications panel. */
export function NotificationsBell({ unread }: { unread: number | undefined }) {
  const [open, setOpen] = useState(false);
  const badge = formatBadgeCount(unread);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}>
          <Bell className="!size-5" aria-hidden="true" />
          <CountBadge count={unread} className="absolute -end-0.5 -top-0.5" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label="Notifications">
        {open ? <NotificationList onNavigate={() => setOpen(false)} /> : null}
      </PopoverContent>
    </Popover>
  );
}

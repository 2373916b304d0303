import { type AdminSms, SMS_STATUS_LABELS, type SmsStatus } from '@sheesham/shared/admin-sms';
import { Badge } from '@/components/ui/badge';
import { formatPhone } from '@/lib/format-phone';
import { ListRowCard } from '../../components/list-row-card';

const VARIANT: Record<SmsStatus, 'gold' | 'secondary' | 'destructive'> = {
  sent: 'gold',
  held: 'secondary',
  failed: 'destructive',
};

/** One text message: the number, its state and time, the text as the phone shows it, any error. */
export function SmsRow({ sms }: { sms: AdminSms }) {
  const headingId = `sms-${sms.id}`;
  return (
    <ListRowCard
      headingId={headingId}
      heading={`To ${formatPhone(sms.recipient)}`}
      headingClassName="font-medium"
      byline={<p className="text-xs text-muted-foreground">Sign-in code · {sms.provider}</p>}
      badges={<Badge variant={VARIANT[sms.status]}>{SMS_STATUS_LABELS[sms.status]}</Badge>}
      time={sms.createdAt}
      data-testid="sms-row"
      className="gap-2"
    >
      <p className="rounded-lg bg-muted px-3 py-2 text-sm break-words">{sms.text}</p>
      {sms.error ? (
        <p className="text-sm break-words text-destructive">Error: {sms.error}</p>
      ) : null}
    </ListRowCard>
  );
}

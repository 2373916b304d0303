import { MAIL_STATUS_LABELS, type MailStatus } from '@sheesham/shared/admin-mail';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<MailStatus, 'gold' | 'secondary' | 'outline' | 'destructive'> = {
  sent: 'gold',
  held: 'secondary',
  pending: 'outline',
  sending: 'outline',
  failed: 'destructive',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={VARIANT[status]}>{MAIL_STATUS_LABELS[status]}</Badge>;
}

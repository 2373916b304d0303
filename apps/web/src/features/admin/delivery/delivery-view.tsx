import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { useDeliveryZones } from './api/delivery-admin';
import { HolidayList } from './components/holiday-list';
import { NewZoneForm } from './components/new-zone-form';
import { ZoneCard } from './components/zone-card';

/**
 * The admin's Delivery view (issue #26, decisions 049 and 057): each zone's serviceability,
 * charge, days, cut-off and assembly; zones the owner adds and removes; the holidays. The server
 * checks every field.
 */
export function DeliveryView() {
  const zones = useDeliveryZones();
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Delivery"
        description="Zones are tried in this order; the first that takes a pincode sets its charge and date."
        actions={
          !adding && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Add zone
            </Button>
          )
        }
      />
      {adding && <NewZoneForm onDone={() => setAdding(false)} />}
      {zones.isError ? (
        <LoadFailed
          message="Failed to fetch delivery zones"
          onRetry={() => void zones.refetch()}
          retrying={zones.isFetching}
        />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {(zones.data ?? []).map((zone) => (
            <ZoneCard key={`${zone.id}:${zone.updated_at}`} zone={zone} />
          ))}
        </div>
      )}
      <HolidayList />
    </div>
  );
}

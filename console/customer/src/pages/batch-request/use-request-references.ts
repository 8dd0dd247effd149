import { useEffect, useState } from 'react';
import type { PickupLocation } from '@contracts/batch/batch-detail';
import type { Category } from '@contracts/reference';
import { useServices } from '../../app/services';

/** Categories and pickup locations for the form; a failed load leaves the list empty (the field then says Required). */
export function useRequestReferences(): { categories: Category[]; locations: PickupLocation[] } {
  const { reference, batches } = useServices();
  const [categories, setCategories] = useState<Category[]>([]);
  const [locations, setLocations] = useState<PickupLocation[]>([]);
  useEffect(() => {
    let live = true;
    reference.categories().then(
      (c) => live && setCategories(c),
      () => undefined,
    );
    batches.pickupLocations().then(
      (l) => live && setLocations(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [reference, batches]);
  return { categories, locations };
}

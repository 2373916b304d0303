import { useParams } from 'react-router';
import { ProductDetail } from '@/features/catalog/components/product-detail';

/** /product/{id}. */
export function Component() {
  const { id = '' } = useParams();
  return <ProductDetail key={id} id={id} />;
}

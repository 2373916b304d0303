import type { CartItem, Product, ProfileUser } from '@sheesham/shared';
import type { IdentityApiUser } from '@/features/auth/session-context';

/** The signed-in customer, as /api/identity/get-session answers. */
export const CUSTOMER: IdentityApiUser = {
  id: 'user-1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+919829012345',
  role: 'user',
  createdAt: '2025-01-10T00:00:00.000Z',
};

export const ADMIN: IdentityApiUser = {
  ...CUSTOMER,
  id: 'admin-1',
  name: 'Ravi Kumar',
  role: 'admin',
};

/** The same customer as GET /api/auth/profile answers. */
export const CUSTOMER_PROFILE: ProfileUser = {
  _id: CUSTOMER.id,
  fullName: CUSTOMER.name,
  email: CUSTOMER.email,
  phoneNumber: CUSTOMER.phone ?? null,
  createdAt: CUSTOMER.createdAt,
  isAdmin: false,
};

/** A set line (bed) and a plain line (two chairs): ₹62,000 + ₹17,000 = ₹79,000. */
export const bed: CartItem = {
  id: '0b6f4a52-3c1d-4e8f-9a2b-5c6d7e8f9a01',
  name: 'Jaisalmer King Bed',
  image: '/media/products/bed-1.webp',
  price: 45000,
  set_price: 62000,
  quantity: 1,
  selectedSet: true,
};
export const chair: CartItem = {
  id: '1c7a5b63-4d2e-4f90-8b3c-6d7e8f9a0b12',
  name: 'Udaipur Accent Chair',
  image: '/media/products/chair-1.webp',
  price: 8500,
  set_price: null,
  quantity: 2,
  selectedSet: false,
};

/** A catalogue product (GET /products/{id}); every field can be overridden. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: bed.id,
    name: bed.name,
    brand: 'Sheesham Works',
    price: bed.price,
    set_price: bed.set_price ?? null,
    has_set_option: true,
    image: bed.image,
    images: [bed.image],
    category: 'beds',
    room_type: 'Bedroom',
    primary_material: 'Solid Wood',
    storage: 'No Storage',
    assembly: 'Included',
    dimensions_cm: '200 x 180 x 100',
    dimensions_inches: '79 x 71 x 39',
    weight: '80 kg',
    warranty: '5 years',
    description: 'Solid sheesham.',
    product_rating: 4.6,
    stock: 10,
    stock_threshold: 10,
    ...overrides,
  };
}

/** The catalogue's copy of a cart line's product. */
export function productOf(item: CartItem, overrides: Partial<Product> = {}): Product {
  return aProduct({
    _id: item.id,
    name: item.name,
    price: item.price,
    set_price: item.set_price ?? null,
    has_set_option: item.set_price != null,
    image: item.image,
    images: [item.image],
    ...overrides,
  });
}

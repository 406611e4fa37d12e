// Shapes the front and the API agree on (docs/api-contract.md).
export type ShopCategory = 'BEAUTY' | 'HOTELING' | 'KINDERGARTEN' | 'DAY_CARE';
export type OrderBy = 'CLOSEST' | 'RECENTLY_REGISTERED' | 'REVIEWS';
export type SnsKind = 'NONE' | 'KAKAO' | 'APPLE';

/** Every response body: the client resolves to `data`. */
export interface ApiEnvelope<T> {
  resultCode: string;
  message: string;
  data: T;
}

export interface ShopSummary {
  shopId: number;
  name: string;
  categories: ShopCategory[];
  address: string;
  regionSeq: number;
  latitude: number;
  longitude: number;
  thumbnailUrl: string | null;
  reviewCount: number;
  registeredAt: string;
  distanceMeters: number | null;
  isFavorite: boolean;
}

export interface ShopHours {
  /** 0 = Sunday */
  dayOfWeek: number;
  open: string;
  close: string;
  closed: boolean;
}

export interface ShopDetail extends ShopSummary {
  phone: string;
  description: string;
  addressDetail: string;
  hours: ShopHours[];
  facilities: Facility[];
  onlineReservation: boolean;
}

export interface Facility {
  facilitiesSeq: number;
  name: string;
  icon: string;
}

export interface Region {
  regionSeq: number;
  sido: string;
  sigungu: string;
}

export interface UserShop {
  userShopSeq: number;
  shopId: number;
  customerSeq: number;
  sortOrder: number;
  shopInfo: ShopSummary;
}

export interface Pet {
  petSeq: number;
  name: string;
  kind: 'DOG' | 'CAT';
  breedSeq: number | null;
  breedName: string | null;
  birthDate: string | null;
  weightKg: number | null;
  sex: 'MALE' | 'FEMALE';
  neutered: boolean;
  imageUrl: string | null;
}

export interface Me {
  userSeq: number;
  /** e-mail */
  userId: string;
  nickname: string;
  phoneNumber: string;
  snsKind: SnsKind;
  profileImageUrl: string | null;
  termsMarketing: boolean;
  createdAt: string;
  userShops: UserShop[];
  pets: Pet[];
}

export interface Session {
  token: string;
  expiresAt: string;
  user: Me;
}

export interface Banner {
  bannerSeq: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** `page` is 0-based. */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  hasNext: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

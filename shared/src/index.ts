// Public surface of @guardian/shared. It is one federation singleton, so every app sees the
// same stores, query client helpers and API client. Apps never deep-import, but for two entries
// beside it that every tab's first paint does without: `@guardian/shared/forms` (the form kit: fields,
// field rules, field errors; a singleton of its own, loaded with the screens that have a form) and
// `@guardian/shared/standalone` (a remote's standalone dev mode, never in the shell).
export * from './routing/paths';
export { routeId } from './routing/route-id.mjs';
export { useGoBack } from './routing/use-go-back';
export { useParamEntry } from './routing/use-param-entry';
export { useSheetEntry } from './routing/use-sheet-entry';
export { useAutoGrow } from './ui/use-auto-grow';
export * from './routing/ownership';
export * from './routing/layout-rules';
export { emitTabReselect, useTabReselect } from './routing/tab-reselect';
export * from './config/runtime-config';
export * from './federation/remote-routes';
// The route manifest and the route tables derived from it
export {
  ROUTES,
  routesOwnedBy,
  type RouteKey,
  type RouteKeyOf,
  type RouteOwner,
  type Routes,
  type RouteSpec,
} from './routing/route-manifest';
export {
  defineRemoteRoutes,
  routeTable,
  type LazyScreen,
  type RemoteRoutesInput,
  type ScreenMap,
} from './federation/route-table';

// Constants
export { LIMITS } from './constants/limits';
export { SHOP_CATEGORIES, SHOP_ORDERS, type Option } from './constants/shop-options';
export { MESSAGES } from './constants/messages';

// API types and HTTP
export type {
  ApiEnvelope,
  Banner,
  Facility,
  FieldError,
  Me,
  OrderBy,
  Page,
  Pet,
  Region,
  Session,
  ShopCategory,
  ShopDetail,
  ShopHours,
  ShopSummary,
  SnsKind,
  UserShop,
} from './api/types';
// The generated OpenAPI types, for the apps' type tests (type-only: nothing reaches the bundle).
export type { ApiBody, ApiData, ApiGet, ApiMethod, ApiPaths, ApiPost, ApiQuery } from './api/openapi-types';
export { authClient, configureApiClient, type ApiClientOptions } from './api/client';
export {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  bearerGet,
  bearerPost,
  publicGet,
  publicPost,
  type RequestOptions,
} from './api/requests';
export type { QueryParams, QueryValue } from './api/params-serializer';
export {
  ApiError,
  CLIENT_RESULT_CODES,
  errorMessage,
  messageUnlessAlerted,
  isApiError,
  isNotFound,
  isRetryable,
  isUnauthorized,
  wasAlerted,
} from './api/api-error';

// Session and current shop
export {
  ACCESS_TOKEN_COOKIE,
  getAccessToken,
  removeAccessToken,
  setAccessToken,
} from './session/access-token';
export { useIsLoggedIn, useSessionStore, type SessionState } from './session/session-store';
export { DRAFT_KEY_PREFIX, onDraftsForgotten } from './session/personal-drafts';
export { getMe, meQueryKey, meQueryOptions, useMe } from './session/me-query';
export { selectCurrentShop } from './session/select-current-shop';
export {
  CURRENT_SHOP_STORAGE_KEY,
  useCurrentShopStore,
  type CurrentShopState,
} from './session/current-shop-store';
export { useCurrentShop } from './session/use-current-shop';

// Server state
export { createQueryClient } from './query/create-query-client';
export { CACHE } from './query/cache';
export { useMountWhenSettled, usePageSettled, whenPageSettled } from './query/when-page-settled';
export { useSettledTogether } from './query/use-settled-together';

// UI
export { Button, type ButtonProps, type ButtonVariant } from './ui/button/button';
export { LoadMore, type LoadMoreProps } from './ui/load-more/load-more';
export { ConfirmDialog } from './ui/lazy/lazy-confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog/confirm-dialog';
export { dialog } from './ui/dialog/dialog';
export type { DialogOptions } from './ui/dialog/dialog-store';
export { DialogHost } from './ui/dialog/dialog-host';
export { toast, toastError, type Toast, type ToastType } from './ui/toast/toast-store';
export { ToastViewport } from './ui/toast/toast-viewport';
export {
  BackButton,
  PageHeader,
  PageHeaderMenuButton,
  ShareButton,
  type PageHeaderProps,
} from './ui/page-header/page-header';
export { shareLink, sharePage, type PageLink, type ShareOutcome, type SharedLink } from './share/lazy-share';
export { Skeleton, type SkeletonProps } from './ui/skeleton/skeleton';
export { EmptyState, type EmptyStateProps } from './ui/empty-state/empty-state';
export { LoginPrompt } from './ui/login-prompt/login-prompt';
export { ErrorState, type ErrorStateProps } from './ui/error-state/error-state';
export { BottomSheet, BottomSheetActions } from './ui/lazy/lazy-bottom-sheet';
export type { BottomSheetProps } from './ui/bottom-sheet/bottom-sheet';
export { listenForBackOverModals, openModalSurface, type OpenSurface } from './ui/modal/modal-surfaces';
export { Badge, type BadgeProps } from './ui/badge/badge';
export { VisuallyHidden } from './ui/visually-hidden/visually-hidden';
export { AppProviders, type AppProvidersProps } from './app/app-providers';

// Native bridge
export type {
  DeviceInfo,
  DeviceOs,
  LocationInfo,
  NativeMessageType,
  NativeToWeb,
  Permission,
  WebToNative,
} from './bridge/messages';
export {
  isFlutterWebView,
  isInApp,
  onNativeMessage,
  openExternal,
  postToNative,
} from './bridge/native-bridge';
export { APP_STORE_URLS, appStoreUrl, compareVersions, needsAppUpdate } from './bridge/app-version';
export { useDeviceStore, type DeviceState } from './bridge/device-store';

// Monitoring
// The Sentry options (§8–9 filters, replay settings) are imported with the SDK, when the page is
// idle, by initMonitoring; they are not exported here so they stay out of the first load.
export {
  initMonitoring,
  setMonitoringContext,
  setRemoteTag,
  startMonitoringWhenIdle,
  type MonitoringConfig,
} from './monitoring/init-monitoring';
export { queueEarlyErrors } from './monitoring/monitoring-queue';
export type { MonitoringContext } from './monitoring/monitoring-state';
export { reportApiError } from './monitoring/report-api-error';
export { stampRemoteRoutes } from './federation/stamp-remote-routes';

// Front kit: labels and formatting, query keys, more UI (the form kit is `@guardian/shared/forms`)
export { queryKeys, type PetKind, type ReservationScope } from './api/query-keys';
export { bannersQueryOptions, useBanners } from './api/marketing-queries';
export { BannerLink } from './ui/banner-link/banner-link';
export { breedsQueryOptions, useBreeds, type Breed } from './api/catalog-queries';
export { categoriesText, categoryLabel } from './format/labels';
export { formatCount, formatDistance, formatWon, formatWonRange } from './format/numbers';
export { charCount, firstChars } from './format/chars';
export {
  ageInYears,
  formatAge,
  formatDay,
  formatDayTime,
  formatInstant,
  formatSeoulDate,
  formatSeoulDayOfWeek,
  formatSeoulMonthDay,
  formatSeoulTime,
  formatWallTime,
  seoulDayOfWeek,
  seoulToday,
  wallTimeParts,
} from './format/seoul-dates';
// The page's clock for "방금 전", "오늘" and the like, current again when the page is shown after hours away
export { useNow, whenOlderThan } from './hooks/use-now';
export { Tabs } from './ui/lazy/lazy-controls';
export { forgetFailedLoads, lazyWithRetry } from './ui/lazy/lazy-with-retry';
export type { BadgeTone } from './ui/badge/badge';
export type { TabItem, TabsProps } from './ui/tabs/tabs';
export { QueryState, type QueryLike, type QueryStateProps } from './ui/query-state/query-state';
export { showsError } from './ui/query-state/shows-error';
export { ImageGrid } from './ui/image-grid/lazy-image-grid';
export type { ImageGridProps } from './ui/image-grid/image-grid';
export { ImageViewer } from './ui/image-viewer/lazy-image-viewer';
export { usePhotoViewerEntry } from './ui/image-viewer/use-photo-viewer-entry';
export type { ImageViewerProps, PhotoSave, ViewerImage } from './ui/image-viewer/image-viewer';
export { apiGetBlob, saveBlob } from './api/lazy-download';

// Realtime chat (the socket client loads on demand)
export { loadChatLive } from './realtime/load-chat-live';
export type { ChatLive, ChatLiveEvent, ChatLiveListener, ChatMessage } from './realtime/chat-live-types';
// Photos (issue 12): upload through the API client, shrink, permission, the picker; each loads on first use
export { requestPermission, shrinkImage, uploadMedia } from './media/lazy-media';
export type { UploadedMedia, UploadMediaOptions } from './media/upload-media';
export { columnPhotoSizes } from './media/photo-sizes';
export type { ShrinkOptions } from './media/shrink-image';
export { PhotoPicker } from './ui/photo-picker/lazy-photo-picker';
export type { PhotoPickerChange, PhotoPickerProps } from './ui/photo-picker/photo-picker';
// A person's or a pet's picture, or their initial (마이페이지, the pet lists of booking and chat; the picture field)
export { Avatar, type AvatarProps } from './media/avatar';

// Pets: the add / edit form (booking's 반려동물 추가, 마이페이지's 반려동물), loaded when it opens
export { PetFormSheet } from './pets/lazy-pet-form-sheet';
export type { PetFormSheetProps } from './pets/pet-form-sheet';

// Payments: open the payment window for a server-made order (fake checkout locally, Toss SDK with real keys)
export { requestPayment } from './payments/lazy-payment';
export type { CheckoutOrder, PaymentUrls } from './payments/request-payment';

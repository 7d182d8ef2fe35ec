// i18n

/**
 * Lets the components' links (breadcrumbs, menus) navigate through the app's client router instead of loading
 * the page: `<LinkRouterProvider navigate={(href) => router.navigate(href)}>`.
 */
export { RouterProvider as LinkRouterProvider } from 'react-aria-components';
export { Avatar, type AvatarProps, type AvatarSize, avatarSizes } from './components/Avatar/Avatar';
// Display
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export { Breadcrumbs, type BreadcrumbsProps } from './components/Breadcrumbs/Breadcrumbs';
// Actions
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button';
/** The Button look for plain <button>/<a> elements (native focus, hover and disabled states). */
export { button as buttonStyle } from './components/Button/Button.css';
export { Card, type CardElevation, type CardProps, cardElevations } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './components/ComboBox/ComboBox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
  confirmDialogTones,
} from './components/ConfirmDialog/ConfirmDialog';
export {
  type ConfirmStatus,
  confirmStatuses,
  useConfirmAction,
} from './components/ConfirmDialog/useConfirmAction';
export { CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton';
export {
  type CopyStatus,
  copyStatuses,
  useCopyToClipboard,
} from './components/CopyButton/useCopyToClipboard';
export { CountdownCard, type CountdownCardProps } from './components/CountdownCard/CountdownCard';
export { useCountdown } from './components/CountdownCard/useCountdown';
export {
  DataTable,
  type DataTableLayout,
  type DataTableProps,
  dataTableLayouts,
} from './components/DataTable/DataTable';
export { CalendarButton, type CalendarButtonProps } from './components/DatePicker/CalendarButton';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export { dateWindow } from './components/DatePicker/date-window';
// Overlays and feedback
export { Dialog, type DialogContentProps } from './components/Dialog/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorScreen/ErrorBoundary';
export { ErrorScreen, type ErrorScreenProps } from './components/ErrorScreen/ErrorScreen';
export { checkUpload, type UploadCheck } from './components/FileDropzone/check-upload';
export { FileDropzone, type FileDropzoneProps } from './components/FileDropzone/FileDropzone';
export { Header, type HeaderLink, type HeaderProps } from './components/Header/Header';
export { useScrollLock } from './components/Header/useScrollLock';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { type GalleryImage, ImageGrid, type ImageGridProps } from './components/ImageGrid/ImageGrid';
export { InlineEditCell, type InlineEditCellProps } from './components/InlineEditCell/InlineEditCell';
export {
  type InlineEditStatus,
  type InlineEditValue,
  inlineEditStatuses,
  useInlineEdit,
} from './components/InlineEditCell/useInlineEdit';
export { LanguageSelector, type LanguageSelectorProps } from './components/LanguageSelector/LanguageSelector';
export { languageName } from './components/LanguageSelector/language-name';
export { Lightbox, type LightboxProps } from './components/Lightbox/Lightbox';
export {
  Menu,
  type MenuAction,
  type MenuItemTone,
  type MenuProps,
  menuItemTones,
} from './components/Menu/Menu';
export { NumberStepper, type NumberStepperProps } from './components/NumberStepper/NumberStepper';
export { stepInput as numberStepperInputStyle } from './components/NumberStepper/NumberStepper.css';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { type PageWindowItem, pageWindow } from './components/Pagination/page-window';
export { type DialCodeSectionTitles, dialCodeOptions } from './components/PhoneInput/dial-code-options';
export {
  commonDialCodeCountries,
  countryForDialCode,
  type DialCodeCountry,
  dialCodeOf,
  moreDialCodeCountries,
} from './components/PhoneInput/dial-codes';
export {
  PhoneInput,
  type PhoneInputProps,
  type PhoneInputValue,
  type PhoneInputVariant,
  phoneInputVariants,
} from './components/PhoneInput/PhoneInput';
export {
  dialCode as phoneDialCodeStyle,
  fields as phoneFieldsStyle,
  legend as phoneLegendStyle,
  number as phoneNumberStyle,
  root as phoneRootStyle,
} from './components/PhoneInput/PhoneInput.css';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup';
export { options as radioOptionsStyle } from './components/RadioGroup/RadioGroup.css';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  Sidebar,
  type SidebarGroup,
  type SidebarItem,
  type SidebarProps,
} from './components/Sidebar/Sidebar';
export { type ShellLayout, shellLayouts } from './components/Sidebar/useIsMobile';
export {
  type SidebarState,
  type SidebarStateOptions,
  useSidebarState,
} from './components/Sidebar/useSidebarState';
export { useSwipe } from './components/Sidebar/useSwipe';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonProps,
  type SkeletonShape,
  skeletonShapes,
} from './components/Skeleton/Skeleton';
export { Slider, type SliderProps } from './components/Slider/Slider';
export {
  StatCard,
  type StatCardAccent,
  type StatCardProps,
  type StatTrend,
  statCardAccents,
} from './components/StatCard/StatCard';
export { easeOutCubic, useCountUp } from './components/StatCard/useCountUp';
export {
  StepIndicator,
  type StepIndicatorProps,
  type StepIndicatorVariant,
  stepIndicatorVariants,
} from './components/StepIndicator/StepIndicator';
export { Switch, type SwitchProps } from './components/Switch/Switch';
// Navigation
export { Tabs } from './components/Tabs/Tabs';
// Data entry and navigation helpers
export { TagEditor, type TagEditorProps } from './components/TagEditor/TagEditor';
export {
  type TagEditorError,
  type TagEditorStatus,
  tagEditorStatuses,
  useTagEditor,
} from './components/TagEditor/useTagEditor';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export {
  counter as textAreaCounterStyle,
  footer as textAreaFooterStyle,
  textArea as textAreaStyle,
} from './components/TextArea/TextArea.css';
// Forms
export { TextField, type TextFieldProps } from './components/TextField/TextField';
// Foundations
export { FontLoadNotice } from './components/ThemeProvider/FontLoadNotice';
export { useFontStatus } from './components/ThemeProvider/FontStatusContext';
export { useThemeMode } from './components/ThemeProvider/ThemeModeContext';
export { ThemeProvider, type ThemeProviderProps } from './components/ThemeProvider/ThemeProvider';
export { useThemeRoot } from './components/ThemeProvider/ThemeRootContext';
export { type ThemeCssVars, ThemeScope, type ThemeScopeProps } from './components/ThemeProvider/ThemeScope';
export {
  type AttachedThemeScope,
  type AttachThemeScopeOptions,
  attachThemeScope,
  serverThemeScope,
  ThemeScopeContext,
  type ThemeScopeHandle,
} from './components/ThemeProvider/ThemeScopeContext';
export {
  type ThemeModePreference,
  type ThemeModeSnapshot,
  ThemeModeStore,
  themeModePreferences,
} from './components/ThemeProvider/theme-mode-store';
export {
  type FontLoadState,
  type FontLoadStatus,
  fontLoadStatuses,
} from './components/ThemeProvider/useFontLoading';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export {
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './components/Toast/ToastProvider';
export {
  DEFAULT_TOAST_DURATION_MS,
  type Toast,
  type ToastInput,
  ToastQueue,
  type ToastTone,
  toastTones,
} from './components/Toast/toast-queue';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export {
  UserMenu,
  type UserMenuActionKey,
  type UserMenuProps,
  type UserMenuVariant,
  userMenuActionKeys,
  userMenuVariants,
} from './components/UserMenu/UserMenu';
export {
  WizardHeader,
  type WizardHeaderProps,
  type WizardStep,
} from './components/WizardHeader/WizardHeader';
export { useFitScale } from './hooks/useFitScale';
export { useMediaQuery } from './hooks/useMediaQuery';
export {
  formatMessage,
  I18nProvider,
  type I18nProviderProps,
  loadUiLocale,
  type MessageParams,
  UiLocaleProvider,
  type UiMessageKey,
  type UiMessages,
  type UiStrings,
  uiMessages,
  useUiLocale,
  useUiStrings,
} from './i18n/index';
/** Icons of the design system and their frame, for packages that draw icons of their own. */
export {
  AlertIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  type IconProps,
  InfoIcon,
  MinusIcon,
  MonitorIcon,
  MoonIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  ShieldIcon,
  SunIcon,
  Svg as IconFrame,
} from './icons/icons';
export {
  nativeCheckbox as nativeCheckboxStyle,
  nativeCheckboxBox as nativeCheckboxBoxStyle,
  nativeInput as nativeInputStyle,
  nativeRadio as nativeRadioStyle,
  nativeRadioCircle as nativeRadioCircleStyle,
  nativeSelect as nativeSelectStyle,
  nativeSelectChevron as nativeSelectChevronStyle,
  nativeSelectFrame as nativeSelectFrameStyle,
  nativeStepperButton as nativeStepperButtonStyle,
  nativeStepperGroup as nativeStepperGroupStyle,
} from './styles/native-controls.css';
/**
 * Class names for plain HTML form controls that look like the components above, for screens that must stay light
 * (the RSVP wizard of the guest page has no react-aria): the field frame and texts, and the controls themselves;
 * `visuallyHidden` hides content visually while keeping it for screen readers (labels, link context).
 */
export {
  fieldDescription as fieldDescriptionStyle,
  fieldError as fieldErrorStyle,
  fieldLabel as fieldLabelStyle,
  fieldRoot as fieldRootStyle,
  visuallyHidden,
} from './styles/shared.css';

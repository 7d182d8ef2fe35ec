/**
 * English catalogue: the source of every message key. English texts quoted by docs/requirements.md (A5, A8, B5
 * and B8) are kept verbatim here; the German texts it quotes are kept verbatim in de.ts.
 */
export const en = {
  // Generic validation fallbacks (used when a schema rule names no specific message).
  'validation.required': 'This field is required',
  'validation.invalid': 'Invalid input',
  'validation.invalidType': 'Invalid value',
  'validation.invalidOption': 'Please choose one of the allowed options',
  'validation.invalidFormat': 'Invalid format',
  'validation.tooShort': 'Must be at least {min} characters',
  'validation.tooLong': 'Must be at most {max} characters',
  'validation.tooSmall': 'Must be at least {min}',
  'validation.tooBig': 'Must be at most {max}',
  'validation.tooFewItems': 'Choose at least {min}',
  'validation.tooManyItems': 'Choose at most {max}',
  'validation.integer': 'Must be a whole number',
  'validation.invalidDate': 'Invalid date',
  'validation.invalidTimeZone': 'Unknown time zone',
  'validation.customDomainInvalid':
    'Enter a domain such as www.anna-and-ben.com (without https:// or a path).',
  'validation.invalidUrl': 'Invalid URL',
  'validation.invalidEmail': 'Invalid email address',
  'validation.unrecognizedKeys': 'Unexpected fields: {keys}',

  // Couple (docs/requirements.md A5 and A8).
  namesRequired: 'Please enter both names',
  dateRequired: 'Please choose the wedding date',
  saveSuccess: 'Changes saved',
  saveError: 'Could not save the changes',
  partialSaveSuccess: 'Only some of the changes were saved',

  // Wedding date input (docs/requirements.md B5).
  'errors.pastDate': 'The wedding date must be in the future',
  'errors.invalidDateFormat': 'Please enter the date as DD.MM.YYYY, DD/MM/YYYY or DD-MM-YYYY',
  'errors.dateTooFarAhead': 'The wedding date can be at most 5 years ahead',

  // Onboarding (docs/requirements.md B3 and B4).
  'onboarding.partner1Required': "Please enter the first partner's name",
  'onboarding.partner2Required': "Please enter the second partner's name",

  // Access code (docs/requirements.md A5, B5 and B8).
  'accessCode.invalid': 'The access code must be exactly 8 characters: A-Z, 0-9 or & ! @ # $ % ^ * + = ? -',
  'accessCode.valid': 'Valid code',
  'accessCode.remaining': '{count} characters remaining',
  generateError: 'Could not generate a new code',
  unknownError: 'An unknown error occurred',
  codeGenerateError: 'Failed to generate new code',
  invalidCode: 'This access code is not valid',
  errorOccurred: 'An error occurred. Please try again.',

  // Slug (docs/requirements.md B5 and B8).
  'slug.tooShort': 'The address needs at least {min} characters',
  'slug.tooLong': 'The address can have at most {max} characters',
  urlTaken: 'This address is already taken',
  urlAvailable: 'This address is available',
  urlUpdateError: 'Could not update the address',
  copyError: 'Could not copy to the clipboard',

  // Authentication and accounts.
  'auth.usernameInvalid':
    'Username must be 3 to 32 characters: lowercase letters, digits, dot, underscore or hyphen',
  'auth.passwordTooShort': 'Password must be at least {min} characters',
  'auth.passwordTooLong': 'Password can have at most {max} characters',
  'auth.nameRequired': 'Name is required',
  'auth.invalidCredentials': 'Invalid username or password',
  'auth.usernameTaken': 'This username is already taken',
  'logout.success': 'You have been logged out.',
  'logout.failed': 'Logout failed. Please try again.',

  // Uploads (docs/requirements.md A5 and B5).
  'upload.invalidType': 'Only JPEG, PNG and WebP images are allowed',
  'upload.tooLarge': 'The image can be at most {maxMb} MB',
  'upload.limitReached': 'Upload limit reached: no more images can be added',
  'upload.invalidFilename': 'File names may only contain lowercase letters, digits, hyphens and underscores',

  // Page backgrounds (docs/requirements.md A3 and A5).
  'background.opacityRange': 'Opacity must be between 10 and 100 percent',
  'background.positionFormat': 'Position must look like "X% Y%" with values from 0 to 100',
  'background.sizeInvalid': 'Size must be cover, contain, auto or a zoom from 50% to 200%',

  // Tags (docs/requirements.md A5 and A8).
  'tags.empty': 'Tag cannot be empty',
  'tags.duplicate': 'This tag already exists',
  'tags.maxReached': 'Maximum of {max} tags reached',
  'tags.invalidFormat': 'Tags may only contain letters, digits, spaces, hyphens and underscores',
  'tags.addFailed': 'add failed',
  'tags.removeFailed': 'remove failed',

  // Brand (docs/requirements.md A5 and A8).
  'brand.colorFormat': '{key} color must be in OKLCH format',
  'brand.colorRequired': '{key} color is required',
  'brand.fontsRequired': 'Both heading and body fonts are required',
  'brand.layoutInvalid': 'Layout must be one of: classic, modern, romantic, artdeco',
  'brand.nameRequired': 'Brand name is required',
  'brand.idRequired': 'Brand ID is required',
  'brand.saveFailed': 'Failed to save customization. Please try again.',
  'brand.panelLoadFailed':
    'Failed to Load Customization Panel. The brand customization interface could not be loaded. Please try refreshing the page.',
  'brand.refreshPage': 'Refresh Page',

  // Colour input (docs/requirements.md A5).
  'color.invalidFormat': 'Invalid color format',
  'color.invalidChannel': 'Invalid {channel} value',

  // Theme (docs/requirements.md A4 and A8).
  'theme.saveTimeout': 'Save request timed out. Please check your connection and try again.',
  'theme.saveFailed': 'Theme applied but failed to save. Please try again.',
  'theme.autoSaveTimeout': 'Auto-save timed out. Please check your connection.',
  'theme.autoSaveFailed': 'Failed to save theme changes automatically',
  'theme.appliedAndSaved': 'Theme "{name}" applied and saved!',
  'theme.resetAndSaved': 'Theme reset to defaults and saved',
  'theme.updatedFromOtherTab': 'Theme updated from another tab',
  'theme.versionConflict': 'The design was changed elsewhere in the meantime. Please reload and try again.',

  // Font loading (docs/requirements.md A4 and A8).
  'font.loadFailed': 'Failed to load {font}. Using fallback font.',
  'font.noneFound': 'No fonts found matching "{query}"',

  // Locations (docs/requirements.md A5, A8, B5 and B8).
  'location.nameRequired': 'Name is required',
  'location.addressRequired': 'Address is required',
  'location.cityRequired': 'City is required',
  'location.postalCodeRequired': 'Postal code is required',
  'location.countryRequired': 'Country is required',
  'location.invalidUrl': 'Invalid URL',
  'location.saveFailed': 'Failed to save location',
  'location.deleteFailed': 'Failed to delete location',

  // Members (docs/requirements.md A6, A8 and B8).
  'members.limitReached': 'All {max} member slots are in use',
  'user.removeError': 'Could not remove the member',
  'errors.serverError': 'A server error occurred',
  removeErrorGeneric: 'The member could not be removed. Please try again.',
  'user.addError': 'Could not add the member',

  // Gallery (docs/requirements.md A2, A8 and B8).
  'gallery.unknownError': 'Unknown error',
  'gallery.imageNotFound': 'Image not found',
  'gallery.deleteConfirm': '{caption} will be permanently deleted. This action cannot be undone.',
  'gallery.thisImage': 'This image',
  'gallery.noImagesInCategory': 'No images found in this category',

  // Guest form (docs/requirements.md B5).
  'guest.firstNameRequired': 'First name is required',
  'guest.lastNameRequired': 'Last name is required',
  'guest.nameRequired': 'Name is required',
  'guest.estimatedGuestsPositive': 'Expected guests must be a whole number of at least 1',
  'guest.phoneInvalid': 'Phone numbers may only contain digits, spaces, hyphens and a leading plus',
  'address.streetRequired': 'Street address is required',
  'address.cityRequired': 'City is required',
  'address.postalCodeRequired': 'Postal code is required',
  'address.countryIso': 'Country must be 2-letter ISO code',
  'social.handleRequired': 'Handle is required',
  'social.invalidUrl': 'Invalid URL',
  'emergency.nameRequired': 'Name is required',
  'emergency.phoneRequired': 'Phone is required',
  'dietary.customEmpty': 'Please enter a dietary entry',
  'dietary.customDuplicate': 'This entry has already been added',

  // Guest save, list and grouping (docs/requirements.md B8).
  'guestSave.invalidData': 'Invalid data: {detail}',
  'guestSave.unauthorized': 'You are not authorized to perform this action',
  'guestSave.forbidden': 'You do not have permission to modify guests',
  'guestSave.notFound': 'Guest or wedding not found',
  'guestSave.conflict': 'A guest with this information already exists',
  'guestSave.validationFailed': 'Validation failed: {detail}',
  'guestSave.serverError': 'Server error. Please try again later',
  'guestSave.failed': 'Failed to save guest',
  saveFailed: 'Saving failed',
  'errors.saveFailed': 'The data could not be saved',
  'errors.deleteFailed': 'The guest could not be deleted',
  deleteError: 'Delete failed',
  'success.updated': 'Guest updated',
  'success.created': 'Guest added',
  'guest.loadError': 'Error loading the guests',
  'guest.updateError': 'Error while updating',
  'guest.updated': 'Guest updated',
  'guest.noneFound': 'No guests found',
  'guest.noneYet': 'No guests added yet',
  retry: 'Try again',
  'group.linkError': 'Error while linking the guests',
  'group.unlinkError': 'Error while unlinking the guest',
  'group.companionsRequired': 'Choose at least one companion',
  'group.selfCompanion': 'A guest cannot be their own companion',

  // RSVP (docs/requirements.md B5 and B8).
  'rsvp.nameRequired': 'Name is required',
  'rsvp.phoneRequired': 'Phone number is required',
  'rsvp.phoneInvalid': 'Please enter a valid phone number with country code',
  'rsvp.phoneNotANumber': 'This is not a phone number',
  'rsvp.phoneInvalidCountry': 'Invalid country code',
  'rsvp.phoneTooShort': 'The phone number is too short',
  'rsvp.phoneTooLong': 'The phone number is too long',
  'rsvp.phoneUnparseable': 'Unable to parse the phone number',
  'rsvp.attendanceRequired': 'Please tell us whether you will attend',
  'rsvp.guestsMin': 'At least 1 guest',
  'rsvp.guestsMax': 'Maximum 10 guests',
  'rsvp.respondentNotFirst': 'The first guest must be the person answering',
  'rsvp.messageTooLong': 'The message can have at most {max} characters',
  networkError: 'Network error. Please check your connection and try again.',
  validationError: 'Some answers are not valid. Please check them and try again.',
  submitError: 'Your RSVP could not be sent. Please try again.',

  // Error boundary (docs/requirements.md A8 and B8).
  'brands.search': 'Search brands...',
  'brands.count': '{count} of {total} brands',
  'brands.noneFound': 'No brands found',
  'brands.tryAdjusting': 'Try adjusting your search terms',
  'brands.showingFirst': 'Showing first {count} results. Use search to narrow down.',
  'rsvp.stepOf': 'Step {current} of {total}',
  'rsvp.guestPlaceholder': 'guest number {number}',
  'rsvp.submit': 'Submit RSVP',

  // RSVP wizard interface (docs/requirements.md B2 and B5): step titles, encouragement, fields, buttons, success card.
  'rsvp.step.contact': 'Contact',
  'rsvp.step.attendance': 'Attendance',
  'rsvp.step.guestDetails': 'Guests',
  'rsvp.step.requirements': 'Requirements',
  'rsvp.step.events': 'Events',
  'rsvp.step.message': 'Message',
  'rsvp.encouragement.contact': 'Let us know who you are.',
  'rsvp.encouragement.attendance': 'Will you celebrate with us?',
  'rsvp.encouragement.guestDetails': 'Who is coming with you?',
  'rsvp.encouragement.requirements': 'Almost there!',
  'rsvp.encouragement.events': 'Who comes to what?',
  'rsvp.encouragement.message': 'One last step. Leave us a few words if you like.',
  'rsvp.back': 'Back',
  'rsvp.next': 'Next',
  'rsvp.submitting': 'Sending…',
  'rsvp.nameLabel': 'Your name',
  'rsvp.emailLabel': 'Email (optional)',
  'rsvp.dialCodeLabel': 'Country code',
  'rsvp.phoneLabel': 'Phone number',
  'rsvp.attendanceLabel': 'Will you attend?',
  'rsvp.attending': 'Yes, I will attend',
  'rsvp.notAttending': 'No, I cannot attend',
  'rsvp.maybe': 'Maybe',
  'rsvp.guestCountLabel': 'Number of guests (including you)',
  'rsvp.guestNameLabel': 'Name of guest {number}',
  'rsvp.needsTransport': 'I need transport',
  'rsvp.needsAccommodation': 'I need accommodation',
  'rsvp.messageLabel': 'Message to the couple',
  'rsvp.successTitle': 'Thank you!',
  'rsvp.successText': 'Your RSVP has been received.',
  'rsvp.manageLinkTitle': 'Your private link',
  'rsvp.manageLinkText':
    'With this link you can see or delete your answer at any time, on any device. Do not share it with anyone.',
  'rsvp.manageLinkLabel': 'Private link to your answer',
  'rsvp.copyManageLink': 'Copy link',
  'rsvp.dietaryNeedsOwn': 'Your dietary needs ({name})',
  'rsvp.dietaryNeedsOf': 'Dietary needs of {name}',
  'rsvp.dietaryRestrictionsLabel': 'Dietary restrictions',
  'rsvp.dietary.vegetarian': 'Vegetarian food',
  'rsvp.dietary.vegan': 'Vegan food',
  'rsvp.dietary.gluten-free': 'Gluten-free food',
  'rsvp.dietary.kosher': 'Kosher food',
  'rsvp.dietary.halal': 'Halal food',
  'rsvp.dietary.lactose-free': 'Lactose-free food',
  'rsvp.dietaryOtherLabel': 'Other dietary needs',
  'rsvp.allergiesLabel': 'Allergies',
  'rsvp.companionNeedsHint':
    'Name your companions in the previous step to tell us about their dietary needs.',

  'errorBoundary.wedding_not_found': 'Wedding Not Found',
  'errorBoundary.access_denied': 'Access Denied',
  'errorBoundary.invalid_access_code': 'Invalid Access Code',
  'errorBoundary.session_expired': 'Session Expired',
  'errorBoundary.network_error': 'Connection Problem',
  'errorBoundary.server_error': 'Server Error',
  'errorBoundary.authentication_required': 'Login Required',
  'errorBoundary.component_error': 'Something Went Wrong',
  'errorBoundary.unknown_error': 'Unexpected Error',
  'errorBoundary.goHome': 'Go Home',
  'errorBoundary.reauthenticate': 'Re-authenticate',
  'errorBoundary.logIn': 'Log In',
  'errorBoundary.retry': 'Try Again',

  // API errors as a person reads them (every front end maps answers through apiErrorMessageKey).
  'api.authenticationRequired': 'Please log in to continue.',
  'api.weddingNotFound': 'This wedding could not be found.',
  'api.notFound': 'The entry could not be found.',
  'api.premiumRequired': 'This needs the premium plan.',
  'api.forbidden': 'You are not allowed to do this.',
  'api.lastMemberCannotBeRemoved': 'The last member cannot be removed.',
  'api.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',
  'api.validationFailed': 'Some entries are not valid. Please check the marked fields.',
  'api.csrfRejected': 'This page is out of date. Please reload it and try again.',
  'api.payloadTooLarge': 'The data sent is too large.',
  'api.conflict': 'This entry already exists.',
  'api.timeout': 'The server took too long to answer. Please try again.',

  // A path no page answers (the server's own 404 page and the dashboard's not-found screen).
  'pageNotFound.title': 'Page not found',
  'pageNotFound.text': 'There is no page at this address. Perhaps a typo slipped in.',
  'pageNotFound.home': 'Go to the home page',
  // Privacy: deleting an account or wedding is confirmed by typing its name; a guest's own RSVP.
  confirmationMismatch: 'The confirmation does not match. Type it exactly as shown.',
  rsvpNotFound: 'This reply could not be found. It may have been deleted already.',
  // Guest management: the RSVP deadline and the guest import.
  'rsvp.closed': 'The deadline for replies has passed. Please contact the couple directly.',
  // Per-event invitations and meals.
  'rsvp.eventAttendanceRequired': 'Please say whether this person comes',
  'rsvp.eventAnsweredTwice': 'This event is answered twice for the same person',
  'rsvp.eventNotInvited':
    'Your invitation does not include this event. Please remove it from your reply or contact the couple.',
  'rsvp.mealRequired': 'Please choose a meal',
  'schedule.audienceEmpty': 'Choose at least one household, category or side, or open the event to everyone',
  'meal.nameRequired': 'Please name the meal',
  'rsvp.eventComes': '{name} comes',
  'rsvp.mealOf': 'Meal for {name}',
  'rsvp.mealKids': 'Kids’ meal',
  'rsvp.eventsIntro':
    'Tell us for each part of the day who comes and, where there is a choice, what they would like to eat.',
  'guestImport.tooManyRows': 'At most {max} rows at once',
  'guestImport.unreadableSheet': 'The file could not be read. Please choose a CSV or .xlsx file.',
  'guestImport.duplicateInFile': 'This guest is already listed further up in the file',
  // Couple dashboard part 2: schedule, accommodations, password, passkeys, invitations, messages.
  'schedule.dayRequired': 'Please choose the day',
  'schedule.timeRequired': 'Please enter the start time',
  'schedule.invalidTime': 'Please enter a time such as 14:30',
  'schedule.titleRequired': 'Title is required',
  'schedule.endBeforeStart': 'The end must be after the start',
  'accommodation.nameRequired': 'Name is required',
  'accommodation.addressRequired': 'Address is required',
  'auth.currentPasswordRequired': 'Please enter your current password',
  'auth.currentPasswordWrong': 'The current password is not correct',
  'auth.passwordsDontMatch': 'The two passwords do not match',
  'passkey.lastSignInMethod':
    'This is your only way to sign in. Set a password or add another passkey first.',
  'passkey.failed': 'The passkey could not be used. Please try again.',
  'passkey.unsupported': 'This browser cannot use passkeys.',
  'invitation.invalid': 'This invitation link is no longer valid. Ask for a new one.',
  'members.alreadyMember': 'You are already a member of this wedding.',
  'members.roleForbidden':
    'Your role in this wedding does not allow this. Ask the couple to change your role.',
  'members.guestSideForbidden': 'You may only add, change or remove guests of your own side.',
  'customDomain.taken': 'Another wedding already uses this domain.',
  'customDomain.reserved': 'This is the address of our service itself. Choose your own domain.',
  'members.lastOwnerRequired': 'A wedding needs at least one owner. Give another member that role first.',
  'members.sideRequired': 'Choose whose side this person may edit.',
  'message.bodyRequired': 'Please write your message',
  'upgrade.alreadyPremium': 'This wedding already has premium.',
  'upgrade.alreadyRequested': 'Your request is already with our team. We will answer here.',
  'api.limitReached': 'You have reached the maximum of {max} entries.',

  // Admin area: staff rules and service settings.
  'admin.reasonRequired': 'Please give a reason.',
  'admin.rangeOrder': 'The end date cannot be before the start date.',
  'admin.rangeTooLong': 'The range can span at most one year.',
  'admin.superadminRequired': 'Only a superadmin can do this.',
  'admin.ownRoleLocked': 'You cannot change your own role.',
  'auth.registrationsClosed': 'New registrations are closed at the moment. Please contact us.',
  'admin.replyRequired': 'Please write a reply.',
  // Theme studio, gallery server answers and saved theme versions.
  'upload.notMultipart': 'The upload must be sent as a form with a file',
  'upload.noFile': 'No file was chosen',
  'upload.tooManyFiles': 'Only one file can be uploaded at a time',
  'upload.emptyFile': 'The file is empty',
  'upload.malformed': 'The upload was damaged on the way. Please try again.',
  'upload.unreadableImage': 'The image could not be read',
  'upload.tooManyPixels': 'The image has too many pixels',
  'upload.containsMarkup': 'The file contains HTML or script and is not a plain image',
  'upload.wrongExtension':
    'The file name does not match its content: only .jpg, .png and .webp images of that type are allowed',
  'upload.truncated': 'The image is incomplete (the file was cut off)',
  'theme.premiumPreset': 'This design is part of Premium. Upgrade to use it.',
  'themeVersion.nameRequired': 'Please give the version a name',
  'themeVersion.nameTooLong': 'The name can have at most {max} characters',
  'themeVersion.limitReached': 'You can keep at most {max} saved versions. Delete one first.',
  // Account email: verification and reset links (400 linkInvalid), an address in use, staff's reset link.
  linkInvalid: 'This link has expired, was already used or is incomplete. Request a new one.',
  emailTaken: 'Another account already uses this email address.',
  noVerifiedEmail: 'This customer has no verified email address, so no link can be sent.',
  // Reaching guests: sending needs a verified address and stays under a daily cap; the message a couple shares.
  verifiedEmailRequired:
    'Sending needs a verified email address on your account. Confirm yours in the account settings.',
  dailyMailCapReached:
    "Today's limit of {limit} emails is reached ({usedToday} sent today). Sending resumes at {resetsAt}.",
  noRecipients: 'No household can receive this message: choose households with an email address.',
  householdNotFound: 'This household could not be found. It may have been removed from the guest list.',
  messageNotFound: 'This email could not be found.',
  // Seating plan: a seat or table changed by another planner, ids that name nothing of the wedding.
  'seating.conflict':
    'Someone else changed this seat or table a moment ago. The plan now shows their change; please try again.',
  'seating.tableNotFound': 'This table could not be found. It may have been removed.',
  'seating.guestNotFound': 'This guest could not be found. They may have been removed from the guest list.',
  'seating.noteNotFound': 'This note could not be found. It may have been removed.',
  'seating.duplicateGuest': 'A guest can be moved only once per change.',
  'seating.sameGuest': 'Choose two different guests.',
  // Gifts and thank-you notes: a household, event or gift that is not the wedding's, an amount without currency.
  'gifts.householdNotFound':
    'This household could not be found on the guest list. Choose the household the gift is from.',
  'gifts.eventNotFound': 'This event could not be found. It may have been removed from the schedule.',
  'gifts.notFound': 'This gift could not be found. It may have been removed.',
  'gifts.currencyRequired': 'Please choose the currency of the amount',
  'gifts.amountDecimals': 'The amount can have at most two decimals',
  'outreach.shareMessage':
    'Hello {names},\nwe are getting married and would love to celebrate with you! Everything about the wedding and your reply: {link}\nLove, {couple}',
} as const satisfies Record<string, string>;

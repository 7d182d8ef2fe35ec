import { DEFAULT_LOCALE, type Locale, type RsvpStepId } from '@wedding/core';

/**
 * Interface labels of the wizard that core's catalogue does not have yet (step titles, field labels,
 * buttons). Rule texts (errors, 'Step X of Y', 'Submit RSVP', 'guest number N') come from core's translate.
 */
export interface RsvpWizardLabels {
  steps: Record<RsvpStepId, string>;
  encouragement: Record<RsvpStepId, string>;
  back: string;
  next: string;
  submitting: string;
  name: string;
  email: string;
  dialCode: string;
  phone: string;
  attendance: string;
  attending: string;
  notAttending: string;
  maybe: string;
  numberOfGuests: string;
  guestName: string;
  needsTransport: string;
  needsAccommodation: string;
  message: string;
  successTitle: string;
  successText: string;
}

export const RSVP_WIZARD_LABELS: Record<Locale, RsvpWizardLabels> = {
  en: {
    steps: {
      contact: 'Contact',
      attendance: 'Attendance',
      guestDetails: 'Guests',
      requirements: 'Requirements',
      message: 'Message',
    },
    encouragement: {
      contact: 'Let us know who you are.',
      attendance: 'Will you celebrate with us?',
      guestDetails: 'Who is coming with you?',
      requirements: 'Almost there!',
      message: 'One last step. Leave us a few words if you like.',
    },
    back: 'Back',
    next: 'Next',
    submitting: 'Sending…',
    name: 'Your name',
    email: 'Email (optional)',
    dialCode: 'Country code',
    phone: 'Phone number',
    attendance: 'Will you attend?',
    attending: 'Yes, I will attend',
    notAttending: 'No, I cannot attend',
    maybe: 'Maybe',
    numberOfGuests: 'Number of guests (including you)',
    guestName: 'Name of guest {number}',
    needsTransport: 'I need transport',
    needsAccommodation: 'I need accommodation',
    message: 'Message to the couple',
    successTitle: 'Thank you!',
    successText: 'Your RSVP has been received.',
  },
  de: {
    steps: {
      contact: 'Kontakt',
      attendance: 'Teilnahme',
      guestDetails: 'Gäste',
      requirements: 'Wünsche',
      message: 'Nachricht',
    },
    encouragement: {
      contact: 'Sag uns, wer du bist.',
      attendance: 'Feierst du mit uns?',
      guestDetails: 'Wer kommt mit dir?',
      requirements: 'Fast geschafft!',
      message: 'Letzter Schritt. Hinterlass uns gern ein paar Worte.',
    },
    back: 'Zurück',
    next: 'Weiter',
    submitting: 'Wird gesendet…',
    name: 'Dein Name',
    email: 'E-Mail (optional)',
    dialCode: 'Ländervorwahl',
    phone: 'Telefonnummer',
    attendance: 'Kommst du?',
    attending: 'Ja, ich komme',
    notAttending: 'Nein, ich kann nicht kommen',
    maybe: 'Vielleicht',
    numberOfGuests: 'Anzahl der Gäste (mit dir)',
    guestName: 'Name von Gast {number}',
    needsTransport: 'Ich brauche eine Fahrt',
    needsAccommodation: 'Ich brauche eine Unterkunft',
    message: 'Nachricht an das Brautpaar',
    successTitle: 'Danke!',
    successText: 'Deine Antwort ist angekommen.',
  },
  pl: {
    steps: {
      contact: 'Kontakt',
      attendance: 'Obecność',
      guestDetails: 'Goście',
      requirements: 'Potrzeby',
      message: 'Wiadomość',
    },
    encouragement: {
      contact: 'Powiedz nam, kim jesteś.',
      attendance: 'Czy będziesz świętować z nami?',
      guestDetails: 'Kto przyjdzie z tobą?',
      requirements: 'Prawie gotowe!',
      message: 'Ostatni krok. Zostaw nam kilka słów, jeśli chcesz.',
    },
    back: 'Wstecz',
    next: 'Dalej',
    submitting: 'Wysyłanie…',
    name: 'Twoje imię i nazwisko',
    email: 'E-mail (opcjonalnie)',
    dialCode: 'Kod kraju',
    phone: 'Numer telefonu',
    attendance: 'Czy przyjdziesz?',
    attending: 'Tak, przyjdę',
    notAttending: 'Nie, nie mogę przyjść',
    maybe: 'Może',
    numberOfGuests: 'Liczba gości (z tobą)',
    guestName: 'Imię gościa {number}',
    needsTransport: 'Potrzebuję transportu',
    needsAccommodation: 'Potrzebuję noclegu',
    message: 'Wiadomość do pary młodej',
    successTitle: 'Dziękujemy!',
    successText: 'Twoja odpowiedź została przyjęta.',
  },
  tr: {
    steps: {
      contact: 'İletişim',
      attendance: 'Katılım',
      guestDetails: 'Misafirler',
      requirements: 'İhtiyaçlar',
      message: 'Mesaj',
    },
    encouragement: {
      contact: 'Bize kim olduğunu söyle.',
      attendance: 'Bizimle kutlayacak mısın?',
      guestDetails: 'Seninle kim geliyor?',
      requirements: 'Neredeyse bitti!',
      message: 'Son adım. İstersen bize birkaç söz bırak.',
    },
    back: 'Geri',
    next: 'İleri',
    submitting: 'Gönderiliyor…',
    name: 'Adın',
    email: 'E-posta (isteğe bağlı)',
    dialCode: 'Ülke kodu',
    phone: 'Telefon numarası',
    attendance: 'Katılacak mısın?',
    attending: 'Evet, katılacağım',
    notAttending: 'Hayır, katılamıyorum',
    maybe: 'Belki',
    numberOfGuests: 'Misafir sayısı (sen dahil)',
    guestName: '{number}. misafirin adı',
    needsTransport: 'Ulaşıma ihtiyacım var',
    needsAccommodation: 'Konaklamaya ihtiyacım var',
    message: 'Çifte mesaj',
    successTitle: 'Teşekkürler!',
    successText: 'Yanıtın alındı.',
  },
  hi: {
    steps: {
      contact: 'संपर्क',
      attendance: 'उपस्थिति',
      guestDetails: 'मेहमान',
      requirements: 'ज़रूरतें',
      message: 'संदेश',
    },
    encouragement: {
      contact: 'हमें बताइए कि आप कौन हैं।',
      attendance: 'क्या आप हमारे साथ जश्न मनाएँगे?',
      guestDetails: 'आपके साथ कौन आ रहा है?',
      requirements: 'बस थोड़ा और!',
      message: 'आख़िरी कदम। चाहें तो हमारे लिए कुछ शब्द छोड़िए।',
    },
    back: 'पीछे',
    next: 'आगे',
    submitting: 'भेजा जा रहा है…',
    name: 'आपका नाम',
    email: 'ईमेल (वैकल्पिक)',
    dialCode: 'देश कोड',
    phone: 'फ़ोन नंबर',
    attendance: 'क्या आप आएँगे?',
    attending: 'हाँ, मैं आऊँगा/आऊँगी',
    notAttending: 'नहीं, मैं नहीं आ सकता/सकती',
    maybe: 'शायद',
    numberOfGuests: 'मेहमानों की संख्या (आप सहित)',
    guestName: 'मेहमान {number} का नाम',
    needsTransport: 'मुझे परिवहन चाहिए',
    needsAccommodation: 'मुझे ठहरने की जगह चाहिए',
    message: 'जोड़े के लिए संदेश',
    successTitle: 'धन्यवाद!',
    successText: 'आपका जवाब मिल गया है।',
  },
  es: {
    steps: {
      contact: 'Contacto',
      attendance: 'Asistencia',
      guestDetails: 'Invitados',
      requirements: 'Necesidades',
      message: 'Mensaje',
    },
    encouragement: {
      contact: 'Cuéntanos quién eres.',
      attendance: '¿Celebrarás con nosotros?',
      guestDetails: '¿Quién viene contigo?',
      requirements: '¡Ya casi está!',
      message: 'Último paso. Déjanos unas palabras si quieres.',
    },
    back: 'Atrás',
    next: 'Siguiente',
    submitting: 'Enviando…',
    name: 'Tu nombre',
    email: 'Correo electrónico (opcional)',
    dialCode: 'Prefijo del país',
    phone: 'Número de teléfono',
    attendance: '¿Vendrás?',
    attending: 'Sí, asistiré',
    notAttending: 'No, no puedo asistir',
    maybe: 'Quizás',
    numberOfGuests: 'Número de invitados (contigo)',
    guestName: 'Nombre del invitado {number}',
    needsTransport: 'Necesito transporte',
    needsAccommodation: 'Necesito alojamiento',
    message: 'Mensaje para la pareja',
    successTitle: '¡Gracias!',
    successText: 'Hemos recibido tu respuesta.',
  },
};

export function rsvpWizardLabels(locale: Locale): RsvpWizardLabels {
  return RSVP_WIZARD_LABELS[locale] ?? RSVP_WIZARD_LABELS[DEFAULT_LOCALE];
}

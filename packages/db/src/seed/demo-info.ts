import type { Locale } from '../generated/prisma/client';
import { DEMO_COUPLE } from './demo-couple';

export interface DemoInfoTexts {
  welcomeTitle: string;
  welcomeText: string;
  ceremonyTitle: string;
  ceremonyText: string;
  receptionTitle: string;
  receptionText: string;
  travelText: string;
}

/** Wedding info texts for all six site languages (docs/requirements.md A1: de, en, pl, tr, hi, es). */
export const DEMO_INFO: Record<Locale, DemoInfoTexts> = {
  de: {
    welcomeTitle: `Willkommen zur Hochzeit von ${DEMO_COUPLE.brideName} & ${DEMO_COUPLE.groomName}`,
    welcomeText:
      'Wir freuen uns riesig, diesen Tag mit euch zu feiern. Hier findet ihr alles, was ihr wissen müsst.',
    ceremonyTitle: 'Trauung',
    ceremonyText:
      'Die Trauung findet um 14:00 Uhr in der St.-Marien-Kirche statt. Bitte seid 15 Minuten früher da.',
    receptionTitle: 'Empfang und Feier',
    receptionText:
      'Im Anschluss feiern wir auf Gut Lindenhof mit Sektempfang, Abendessen und Tanz bis in die Nacht.',
    travelText: 'Ein Shuttle fährt ab 13:00 Uhr vom Hauptbahnhof. Parkplätze gibt es an Kirche und Gut.',
  },
  en: {
    welcomeTitle: `Welcome to the wedding of ${DEMO_COUPLE.brideName} & ${DEMO_COUPLE.groomName}`,
    welcomeText:
      'We are so happy to celebrate this day with you. Here you will find everything you need to know.',
    ceremonyTitle: 'Ceremony',
    ceremonyText: 'The ceremony starts at 2 pm at St. Mary’s Church. Please arrive 15 minutes early.',
    receptionTitle: 'Reception and party',
    receptionText: 'Afterwards we celebrate at Gut Lindenhof with a champagne reception, dinner and dancing.',
    travelText:
      'A shuttle leaves the central station from 1 pm. Parking is available at the church and the estate.',
  },
  pl: {
    welcomeTitle: `Witamy na ślubie ${DEMO_COUPLE.brideName} i ${DEMO_COUPLE.groomName}`,
    welcomeText: 'Cieszymy się, że spędzimy ten dzień razem z Wami. Tutaj znajdziecie wszystkie informacje.',
    ceremonyTitle: 'Ceremonia',
    ceremonyText:
      'Ceremonia rozpocznie się o 14:00 w kościele Mariackim. Prosimy przybyć 15 minut wcześniej.',
    receptionTitle: 'Przyjęcie',
    receptionText: 'Następnie świętujemy w Gut Lindenhof: lampka szampana, kolacja i tańce.',
    travelText: 'Autobus odjeżdża z dworca głównego od 13:00. Parking przy kościele i przy posiadłości.',
  },
  tr: {
    welcomeTitle: `${DEMO_COUPLE.brideName} & ${DEMO_COUPLE.groomName} düğününe hoş geldiniz`,
    welcomeText: 'Bu günü sizinle kutlamaktan çok mutluyuz. Bilmeniz gereken her şey burada.',
    ceremonyTitle: 'Nikâh töreni',
    ceremonyText: 'Tören saat 14:00’te St. Marien Kilisesi’nde başlıyor. Lütfen 15 dakika erken gelin.',
    receptionTitle: 'Resepsiyon ve kutlama',
    receptionText: 'Ardından Gut Lindenhof’ta şampanya, akşam yemeği ve dans ile kutluyoruz.',
    travelText: 'Servis 13:00’ten itibaren ana istasyondan kalkıyor. Kilise ve çiftlikte otopark var.',
  },
  hi: {
    welcomeTitle: `${DEMO_COUPLE.brideName} और ${DEMO_COUPLE.groomName} की शादी में आपका स्वागत है`,
    welcomeText: 'हम यह दिन आपके साथ मनाने के लिए बहुत खुश हैं। यहाँ आपको सारी जानकारी मिलेगी।',
    ceremonyTitle: 'विवाह समारोह',
    ceremonyText: 'समारोह दोपहर 2 बजे सेंट मैरी चर्च में शुरू होगा। कृपया 15 मिनट पहले पहुँचें।',
    receptionTitle: 'स्वागत समारोह',
    receptionText: 'इसके बाद गुट लिंडेनहोफ़ में रात्रिभोज और नृत्य के साथ उत्सव होगा।',
    travelText: 'दोपहर 1 बजे से मुख्य स्टेशन से शटल चलेगी। चर्च और एस्टेट पर पार्किंग उपलब्ध है।',
  },
  es: {
    welcomeTitle: `Bienvenidos a la boda de ${DEMO_COUPLE.brideName} y ${DEMO_COUPLE.groomName}`,
    welcomeText: 'Estamos felices de celebrar este día con vosotros. Aquí encontraréis toda la información.',
    ceremonyTitle: 'Ceremonia',
    ceremonyText: 'La ceremonia empieza a las 14:00 en la iglesia de Santa María. Llegad 15 minutos antes.',
    receptionTitle: 'Recepción y fiesta',
    receptionText: 'Después lo celebramos en Gut Lindenhof con cava, cena y baile.',
    travelText:
      'Un autobús sale de la estación central desde las 13:00. Hay aparcamiento en la iglesia y la finca.',
  },
};

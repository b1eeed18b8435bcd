/**
 * The feedback FAQ (`feedback/list/question_answer`) in the two languages of the `lang` header. Server data:
 * the app shows it as text. Times and limits match the sandbox and the feedback form (schemas/base/feedback.*).
 */
import type { Lang } from '../messages.ts';

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

const en: readonly FaqItem[] = [
  {
    question: 'How soon will I get an answer?',
    answer:
      'Our team answers feedback every day from 9:00 to 18:00, usually within one working day. A red dot on Feedback shows that a new reply is waiting for you.',
  },
  {
    question: 'What do the statuses mean?',
    answer:
      '"Platform processing": we are looking into it. "I need to reply": we answered or asked you something; open the feedback and reply. "Done": we have finished; tell us whether the problem was solved.',
  },
  {
    question: 'My repayment is not showing. What should I send?',
    answer:
      'Choose "Repaid bill not updated", write the amount, the date and the wallet you paid from, and add a screenshot of the payment message (up to 3 pictures, 20 MB each).',
  },
  {
    question: 'Can I change my feedback after sending it?',
    answer:
      'Yes, until our team has answered it. After that, add what you want to say as a message in the conversation.',
  },
  {
    question: 'Will you call me?',
    answer:
      'Only if you leave a phone number and choose a time that suits you. We never ask for your PIN or verification code.',
  },
];

const sw: readonly FaqItem[] = [
  {
    question: 'Nitapata jibu baada ya muda gani?',
    answer:
      'Timu yetu hujibu maoni kila siku kuanzia saa 3:00 asubuhi hadi saa 12:00 jioni (9:00–18:00), kwa kawaida ndani ya siku moja ya kazi. Kitone chekundu kwenye Maoni kinaonyesha kuna jibu jipya linalokusubiri.',
  },
  {
    question: 'Hali za maoni zina maana gani?',
    answer:
      '"Jukwaa linashughulikia": tunalifuatilia. "Ninahitaji kujibu": tumekujibu au tumekuuliza jambo; fungua maoni na ujibu. "Imekamilika": tumemaliza; tuambie kama tatizo limetatuliwa.',
  },
  {
    question: 'Malipo yangu hayaonekani. Nitume nini?',
    answer:
      'Chagua "Malipo yangu hayajaonekana", andika kiasi, tarehe na pochi uliyolipia, kisha ongeza picha ya skrini ya ujumbe wa malipo (hadi picha 3, kila moja isizidi MB 20).',
  },
  {
    question: 'Je, naweza kubadilisha maoni yangu baada ya kuyatuma?',
    answer:
      'Ndiyo, hadi timu yetu itakapoyajibu. Baada ya hapo, andika unachotaka kusema kama ujumbe kwenye mazungumzo.',
  },
  {
    question: 'Mtanipigia simu?',
    answer:
      'Tu ukiacha namba ya simu na kuchagua muda unaokufaa. Hatutawahi kukuomba PIN yako au msimbo wa uthibitishaji.',
  },
];

export function feedbackFaq(lang: Lang): readonly FaqItem[] {
  return lang === 'sw_KE' ? sw : en;
}

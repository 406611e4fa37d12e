/** Front-end paths the booking notifications open (the app's routes: /reservation/detail, /schedule/alimtalk). */
export const reservationLink = (reservationSeq: number) =>
  `/reservation/detail?reservationSeq=${reservationSeq}`;
export const scheduleLink = (token: string) => `/schedule/alimtalk?token=${token}`;

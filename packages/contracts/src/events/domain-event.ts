/** Envelope of every domain event; consumers remember `eventId` so a redelivery changes nothing. */
export interface DomainEvent<TPayload> {
  eventId: string;
  topic: string;
  key: string;
  occurredAt: string;
  requestId?: string;
  payload: TPayload;
}

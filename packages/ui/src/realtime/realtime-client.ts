import type { ScheduleScope } from '@tenon/contracts/types';
import { io, type Socket } from 'socket.io-client';
import { sessionStore } from '../session/session-store';

/** Spec part 3, 7: what a live screen is told about its schedule (the gateway's `RealtimeMessage`). */
export interface RealtimeChange {
  type: 'task_add' | 'task_update' | 'task_delete' | 'activity_update' | 'constraint_update' | 'week_update' | 'cnc_update';
  projectId: string;
  scheduleId: string;
  ids: string[];
  by: string | null;
}

type Listener = (change: RealtimeChange) => void;

/**
 * One socket per tab, signed with the company session, following the schedules that open screens show. A new session
 * (another company, a new sign-in) opens a new socket; following is asked again after every reconnect.
 */
class RealtimeClient {
  private socket: Socket | null = null;
  private token: string | null = null;
  private readonly followers = new Map<string, { place: ScheduleScope; listeners: Set<Listener> }>();

  follow(place: ScheduleScope, listener: Listener): () => void {
    const key = place.scheduleId;
    let entry = this.followers.get(key);
    if (entry === undefined) {
      entry = { place, listeners: new Set() };
      this.followers.set(key, entry);
      this.connected()?.emit('subscribe', place);
    }
    entry.listeners.add(listener);
    return () => {
      const current = this.followers.get(key);
      if (current === undefined) return;
      current.listeners.delete(listener);
      if (current.listeners.size > 0) return;
      this.followers.delete(key);
      this.socket?.emit('unsubscribe', place);
      if (this.followers.size === 0) this.disconnect();
    };
  }

  private connected(): Socket | null {
    const token = sessionStore.getState().companySession?.sessionToken ?? null;
    if (token === null) return null;
    if (this.socket !== null && this.token === token) return this.socket;
    this.disconnect();
    this.token = token;
    const socket = io({ path: '/realtime', transports: ['websocket'], auth: { token } });
    socket.on('connect', () => {
      for (const { place } of this.followers.values()) socket.emit('subscribe', place);
    });
    socket.on('change', (change: RealtimeChange) => {
      for (const listener of this.followers.get(change.scheduleId)?.listeners ?? []) listener(change);
    });
    this.socket = socket;
    return socket;
  }

  private disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.token = null;
  }
}

export const realtimeClient = new RealtimeClient();

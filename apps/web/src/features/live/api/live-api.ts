import {
  type AudienceFrame,
  audienceFrameSchema,
  type DisplayState,
  displayStateSchema,
  type LiveFrame,
  liveFrameSchema,
} from '@cq/shared';
import { API_BASE, api } from '../../../lib/api-client';

/** The fans' and the displays' calls (docs/product/live-finale.md): a present picture, then its stream. */

const displayPath = (token: string) => `/live/displays/${encodeURIComponent(token)}`;

export const liveApi = {
  audience: async (): Promise<AudienceFrame> => audienceFrameSchema.parse((await api.get<AudienceFrame>('/live')).data),
  audienceStreamUrl: `${API_BASE}/live/stream`,
  display: async (token: string): Promise<DisplayState> =>
    displayStateSchema.parse((await api.get<DisplayState>(displayPath(token))).data),
  displayStreamUrl: (token: string) => `${API_BASE}${displayPath(token)}/stream`,
};

/** A frame sent on a stream, read with the shared schema; null when it is not one (never drawn). */
export function readAudienceFrame(data: string): AudienceFrame | null {
  try {
    const parsed = audienceFrameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readLiveFrame(data: string): LiveFrame | null {
  try {
    const parsed = liveFrameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import { createSlice } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { liveEventReceived, rootReducer, useAppSelector } from '@app/shared';

/** "… is typing" shows this long after the last signal (the composer sends one every 3 s). */
export const TYPING_SHOWN_MS = 5_000;
/** The composer tells the other member at most this often while the member types. */
export const TYPING_SIGNAL_EVERY_MS = 3_000;

/** When the other member last typed, by conversation (from the live event stream). */
export const typingSlice = createSlice({
  name: 'chatTyping',
  initialState: {} as Record<number, number>,
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(liveEventReceived, (state, { payload }) => {
      if (payload.type === 'typing') state[payload.conversationId] = Date.now();
      // Their message arrived: they are done typing it.
      if (payload.type === 'message' && payload.message && !payload.message.from_me)
        delete state[payload.conversationId];
    }),
});

declare module '@app/shared' {
  interface LazyLoadedSlices {
    chatTyping: Record<number, number>;
  }
}

// Added to the one store when the chat remote loads (ARCHITECTURE: remotes inject their slices).
rootReducer.inject(typingSlice);

/** Whether the other member of the conversation is typing now. */
export function useIsTyping(conversationId: number): boolean {
  const at = useAppSelector((state) => state.chatTyping?.[conversationId]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    setNow(Date.now());
    const left = at + TYPING_SHOWN_MS - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [at]);
  return at !== undefined && now - at < TYPING_SHOWN_MS;
}

import { Spin } from 'antd';

/** Spec 2.2: a full-screen loader covers the page while a route's module or data is on its way. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        background: 'rgba(244,246,249,0.85)',
      }}
    >
      <Spin size="large" />
      <span style={{ color: 'rgba(0,0,0,0.55)' }}>{label}</span>
    </div>
  );
}

/** A real progress bar (bytes sent so far), announced to screen readers by its label and value. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100)
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span>
        {label} {percent} %
      </span>
      <progress max={100} value={percent} data-testid="upload-progress" />
    </label>
  )
}

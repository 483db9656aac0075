import type { ApprovalStatus, ApprovalView, VersionView } from './schema'

/**
 * Where approval stands for the design as it is now. An approval is of one version: a design changed
 * after it is not approved until someone approves the version that holds the change.
 */
export function approvalStatus(
  currentRevision: number,
  versions: readonly Pick<VersionView, 'id' | 'number' | 'revision'>[],
  approvals: readonly ApprovalView[],
): ApprovalStatus {
  const current = versions.find((v) => v.revision === currentRevision) ?? null
  const latest = versions.reduce<number | null>(
    (max, v) => (max === null || v.number > max ? v.number : max),
    null,
  )
  const approvedBy = current ? approvals.filter((a) => a.versionId === current.id).map((a) => a.name) : []
  const lastApproval = approvals.reduce<ApprovalView | null>(
    (last, a) => (last === null || a.createdAt > last.createdAt ? a : last),
    null,
  )
  return { currentVersion: current?.number ?? null, latestVersion: latest, approvedBy, lastApproval }
}

// The Kubernetes manifests (deploy/k8s) checked without a cluster: every object against the Kubernetes (and KEDA)
// schemas of kubernetes-models, the overlay's patches applied and checked again, and what they must agree on with
// the api's code: its configuration variables, its secrets, its queues and its shutdown.
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';
import { envSchema } from '../../apps/api/src/config/env.schema';
import { MAIL_QUEUE_NAME } from '../../apps/api/src/modules/mail/mail.constants';
import { NOTIFICATIONS_QUEUE_NAME } from '../../apps/api/src/modules/notifications/notifications.constants';
import { ORDER_JOBS_QUEUE_NAME } from '../../apps/api/src/modules/orders/order-jobs.constants';
import { LOCAL_SECRET_NAMES } from '../stack/local-secrets.mjs';

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };

const K8S = join(__dirname, '..', '..', 'deploy', 'k8s');
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

function readYaml(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
    return document.toJS() as Manifest;
  });
}

/** Throws with the file, the object and the schema's complaint. */
function validate(manifest: Manifest, where: string): void {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`${where}: no schema known for ${manifest.apiVersion} ${manifest.kind}`);
  try {
    new Model(manifest as never).validate();
  } catch (error) {
    throw new Error(`${where}: ${manifest.kind} ${manifest.metadata?.name}: ${(error as Error).message}`);
  }
}

/** A kustomization's own resources (files and bases), read recursively: what `kustomize build` starts from. */
function resourcesOf(dir: string): { file: string; manifest: Manifest }[] {
  const kustomization = readYaml(join(dir, 'kustomization.yaml'))[0] as unknown as { resources: string[] };
  return kustomization.resources.flatMap((entry) => {
    const path = join(dir, entry);
    if (existsSync(join(path, 'kustomization.yaml'))) return resourcesOf(path);
    return readYaml(path).map((manifest) => ({ file: path, manifest }));
  });
}

/** A strategic-merge patch as our patches use it: maps merged, lists replaced. */
function merge(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base) || typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    return patch;
  }
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) merged[key] = merge(merged[key], value);
  return merged;
}

const base = resourcesOf(join(K8S, 'base'));
const find = (kind: string, name: string) => {
  const found = base.find(({ manifest }) => manifest.kind === kind && manifest.metadata.name === name)?.manifest;
  if (!found) throw new Error(`no ${kind} ${name} in the base`);
  return found as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a manifest is read by path
};
const envNames = new Set(Object.keys(envSchema.shape));

describe('the Kubernetes manifests', () => {
  it('are each valid against the Kubernetes and KEDA schemas', () => {
    expect(base.length).toBeGreaterThan(10);
    for (const { file, manifest } of base) validate(manifest, file);
  });

  it('stay valid with the production overlay, whose images and patches name what the base has', () => {
    const dir = join(K8S, 'overlays', 'production');
    const overlay = readYaml(join(dir, 'kustomization.yaml'))[0] as unknown as {
      resources: string[];
      images: { name: string }[];
      patches: { path: string }[];
    };
    for (const resource of overlay.resources.filter((entry) => !entry.startsWith('..'))) {
      for (const manifest of readYaml(join(dir, resource))) validate(manifest, resource);
    }
    const images = new Set(
      base.flatMap(({ manifest }) => ((manifest as any).spec?.template?.spec?.containers ?? []).map((c: { image: string }) => c.image)), // eslint-disable-line @typescript-eslint/no-explicit-any
    );
    expect(overlay.images.map((image) => image.name).sort()).toEqual([...images].sort());
    for (const { path } of overlay.patches) {
      const [patch] = readYaml(join(dir, path));
      validate(merge(find(patch.kind, patch.metadata.name), patch) as Manifest, path);
    }
  });

  it('configure only variables the api reads, and hold every secret of its configuration in the Secret', () => {
    const configKeys = Object.keys(find('ConfigMap', 'api-config').data);
    expect(configKeys.filter((key) => !envNames.has(key))).toEqual([]);
    const secretKeys = Object.keys(find('Secret', 'api-secrets').stringData);
    expect(secretKeys.filter((key) => !envNames.has(key))).toEqual([]);
    expect(secretKeys).toEqual(expect.arrayContaining([...LOCAL_SECRET_NAMES, 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']));
    // A secret never sits in the ConfigMap, and the repository holds no value of one.
    expect(configKeys.filter((key) => secretKeys.includes(key))).toEqual([]);
    expect(Object.values(find('Secret', 'api-secrets').stringData).every((value) => value === '')).toBe(true);
  });

  it('probe the api on /api/health and let it finish its shutdown before Kubernetes kills it', () => {
    const pod = find('Deployment', 'api').spec.template.spec;
    const [api] = pod.containers;
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) expect(api[probe].httpGet.path).toBe('/api/health');
    const graceMs = Number(find('ConfigMap', 'api-config').data.SHUTDOWN_GRACE_MS);
    expect(api.lifecycle.preStop.sleep.seconds * 1000 + graceMs).toBeLessThan(pod.terminationGracePeriodSeconds * 1000);
    expect(api.env).toContainEqual({ name: 'RUN_WORKERS', value: 'false' });
  });

  it('scale the workers on the Redis lists where BullMQ keeps the waiting jobs of the api queues', () => {
    const prefix = find('ConfigMap', 'api-config').data.QUEUE_PREFIX;
    const lists = find('ScaledObject', 'worker').spec.triggers.map((trigger: { metadata: { listName: string } }) => trigger.metadata.listName);
    expect(lists.sort()).toEqual([MAIL_QUEUE_NAME, NOTIFICATIONS_QUEUE_NAME, ORDER_JOBS_QUEUE_NAME].map((queue) => `${prefix}:${queue}:wait`).sort());
    expect(find('ScaledObject', 'worker').spec.scaleTargetRef.name).toBe(find('Deployment', 'worker').metadata.name);
  });

  it('run every container as non-root, without privilege escalation, on a read-only root file system', () => {
    const pods = base
      .map(({ manifest }) => manifest as any) // eslint-disable-line @typescript-eslint/no-explicit-any
      .filter((manifest) => manifest.spec?.template?.spec)
      .map((manifest) => manifest.spec.template.spec);
    expect(pods.length).toBeGreaterThanOrEqual(4);
    for (const pod of pods) {
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      }
    }
  });

  it('keep the Dockerfiles they run multi-stage and non-root', () => {
    for (const name of ['api', 'shell', 'remote']) {
      const dockerfile = readFileSync(join(K8S, '..', 'docker', `${name}.Dockerfile`), 'utf8');
      expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThan(1);
      expect(dockerfile).toMatch(/^USER (node|101)$/m);
    }
  });
});

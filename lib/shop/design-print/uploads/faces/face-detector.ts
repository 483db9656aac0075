// Loaded on the face thread (lib/shop/design-print/threads/faces-entry.ts), never on the server's event loop.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The few parts of @vladmandic/face-api (node-wasm build) this shop uses. The package's own types
 * pull in WebGPU declarations, so they are not imported; this shape is what ADR 0024 relies on.
 */
type Tensor = { dispose(): void }
type WeightSpec = { name: string; shape: number[]; dtype: string }
interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>
    ready(): Promise<void>
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor
    io: { decodeWeights(buffer: ArrayBuffer, specs: WeightSpec[]): unknown }
  }
  nets: { tinyFaceDetector: { loadFromWeightMap(map: unknown): void } }
  TinyFaceDetectorOptions: new (options: { inputSize: number; scoreThreshold: number }) => unknown
  detectAllFaces(input: Tensor, options: unknown): PromiseLike<Detection[]>
}
export type Detection = {
  score: number
  relativeBox: { x: number; y: number; width: number; height: number }
}

/** Raw RGB pixels, row by row, as sharp writes them with `.raw()`. */
export type RgbImage = { data: Uint8Array; width: number; height: number }

/** The tiny detector's input square; a multiple of 32. 416 finds faces down to about 20 px. */
const INPUT_SIZE = 416
const SCORE_THRESHOLD = 0.5
const MODEL = 'tiny_face_detector_model'

// Resolved from the app's root at run time (never bundled, see serverExternalPackages): the build
// must not trace the WASM and model files into a chunk, and nothing is fetched from the network.
const load = createRequire(path.join(process.cwd(), 'package.json'))

async function loadFaceApi(): Promise<FaceApi> {
  const api = load('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi
  // The WASM backend finds its .wasm next to its own module in node_modules; it is several times
  // faster than the pure-JS CPU backend and needs no native add-on.
  await api.tf.setBackend('wasm')
  await api.tf.ready()
  const folder = path.join(path.dirname(load.resolve('@vladmandic/face-api/package.json')), 'model')
  const manifest = JSON.parse(
    await readFile(path.join(folder, `${MODEL}-weights_manifest.json`), 'utf8'),
  ) as {
    weights: WeightSpec[]
  }[]
  const weights = await readFile(path.join(folder, `${MODEL}.bin`))
  const buffer = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength)
  api.nets.tinyFaceDetector.loadFromWeightMap(api.tf.io.decodeWeights(buffer, manifest[0]!.weights))
  return api
}

export type Detector = (image: RgbImage) => Promise<Detection[]>

let ready: Promise<Detector> | null = null

/**
 * The tiny face detector, loaded once per process (a failed load is retried on the next call). It
 * runs over an image of at most a few hundred pixels a side.
 */
export function loadTinyFaceDetector(): Promise<Detector> {
  ready ??= loadFaceApi().then(
    (api) => async (image: RgbImage) => {
      const input = api.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32')
      try {
        const options = new api.TinyFaceDetectorOptions({
          inputSize: INPUT_SIZE,
          scoreThreshold: SCORE_THRESHOLD,
        })
        return await api.detectAllFaces(input, options)
      } finally {
        input.dispose()
      }
    },
    (error: unknown) => {
      ready = null
      throw error
    },
  )
  return ready
}

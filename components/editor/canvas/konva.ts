/**
 * The Konva the design tool draws with: Konva's core and the nine shapes the canvas uses, not
 * react-konva's default entry, which loads the full build (all eighteen shapes and twenty filters) to
 * evaluate on the load (ADR 0039). react-konva's core entry creates every node by name from Konva's
 * registry, which each shape module fills when it is evaluated; a shape used here but not imported
 * below fails at its first mount ("Konva has no node with the type …").
 */
import 'konva/lib/shapes/Circle'
import 'konva/lib/shapes/Ellipse'
import 'konva/lib/shapes/Image'
import 'konva/lib/shapes/Line'
import 'konva/lib/shapes/Path'
import 'konva/lib/shapes/Rect'
import 'konva/lib/shapes/Text'
import 'konva/lib/shapes/Transformer'

export {
  Circle,
  Ellipse,
  Group,
  Image,
  Layer,
  Line,
  Path,
  Rect,
  Shape,
  Stage,
  Text,
  Transformer,
} from 'react-konva/lib/ReactKonvaCore'

// The live show's pictures, for the show console's preview: other areas import from here only.
export { CANVAS } from './components/display-frame';
export { StagePicture } from './components/stage-picture';

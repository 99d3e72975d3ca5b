// Bottleneck's light build (no clustering), the one Octokit's throttling plugin itself uses, has no typings of its own.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}

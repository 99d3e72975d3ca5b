'use strict';

const { execSync, execFileSync } = require('child_process');
const path = require('path');

const SIZE = '200x200';

function thumbnailPath(input) {
  return path.join(path.dirname(input), 'thumbs', path.basename(input));
}

function makeThumbnail(input) {
  const output = thumbnailPath(input);
  execSync('convert ' + input + ' -resize ' + SIZE + ' ' + output);
  return output;
}

function makeThumbnailSafely(input) {
  const output = thumbnailPath(input);
  execFileSync('convert', [input, '-resize', SIZE, output]);
  return output;
}

function imageInfo(input) {
  const out = execSync('identify -format "%w %h" ' + JSON.stringify(input)).toString();
  const [width, height] = out.split(' ').map(Number);
  return { width, height };
}

function readSidecar(text) {
  return eval('(' + text + ')');
}

function readSidecarSafely(text) {
  return JSON.parse(text);
}

function cropBox(meta) {
  debugger;
  return { x: meta.left || 0, y: meta.top || 0, width: meta.width, height: meta.height };
}

module.exports = { makeThumbnail, makeThumbnailSafely, imageInfo, readSidecar, readSidecarSafely, cropBox };

'use strict';

const fs = require('fs');
const logger = require('../logger');

const DEFAULTS = Object.freeze({ port: 8080, logLevel: 'info', workers: 2 });

function readOverrides(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw new Error(`cannot read ${file}: ${error.message}`);
  }
}

function readSecrets(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    logger.debug('no secrets file', error.message);
    return {};
  }
}

function refreshRemote(client) {
  try {
    client.refresh();
  } catch (error) {
    logger.debug('remote refresh failed: %s', error.message);
  }
}

function logLevel(options) {
  const level = options.verbose ? (options.trace ? 'trace' : 'debug') : 'info';
  return level;
}

function workerCount(options) {
  // FIXME drop the env override once every host runs the new scheduler
  const fromEnv = Number(process.env.WORKERS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : options.workers;
}

function loadConfig(file) {
  // FIXME(@sam): validate the merged config against the schema
  return { ...DEFAULTS, ...readOverrides(file), ...readSecrets(`${file}.secrets`) };
}

module.exports = { loadConfig, logLevel, workerCount, refreshRemote };

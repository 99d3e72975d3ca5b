'use strict';

const { notifyOwner } = require('./notifications');
const logger = require('../logger');

const REPORTS_TABLE = 'reports';

class ReportStore {
  constructor(db) {
    this.db = db;
  }

  byOwner(owner, callback) {
    const query = 'SELECT id, title, created_at FROM reports WHERE owner = "' + owner + '" ORDER BY created_at DESC';
    this.db.all(query, callback);
  }

  byTitle(title, callback) {
    this.db.all('SELECT id, title FROM ' + REPORTS_TABLE + ' WHERE title = ?', [title], callback);
  }

  async archive(ids) {
    const placeholders = ids.map(() => '?').join(', ');
    const sql = `UPDATE reports SET archived = 1 WHERE id IN (${placeholders})`;
    await this.db.run(sql, ids);
  }

  async byEmail(email) {
    return this.db.knex('reports').whereRaw('lower(owner_email) = ?', [email.toLowerCase()]);
  }

  async rename(id, title) {
    const sql = `UPDATE reports SET title = '${title}' WHERE id = ${id}`;
    return this.db.run(sql);
  }

  async countReports(owner) {
    try {
      const row = await this.db.get('SELECT count(*) AS n FROM reports WHERE owner = ?', [owner]);
      return row.n;
    } catch (err) {
      return -1;
    }
  }

  async publish(report) {
    await this.db.run('UPDATE reports SET published = 1 WHERE id = ?', [report.id]);
    notifyOwner(report.owner, report.id).catch(() => {});
  }

  async unpublish(report) {
    await this.db.run('UPDATE reports SET published = 0 WHERE id = ?', [report.id]);
    notifyOwner(report.owner, report.id).catch((err) => logger.warn('owner notification failed', err));
  }

  async exists(id) {
    try {
      const row = await this.db.get('SELECT 1 FROM reports WHERE id = ?', [id]);
      return row !== undefined;
    } catch (err) {
      throw new Error(`report lookup failed for ${id}: ${err.message}`);
    }
  }
}

module.exports = { ReportStore };

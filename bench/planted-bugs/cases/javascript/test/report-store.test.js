'use strict';

const assert = require('assert');
const sqlite3 = require('sqlite3');
const { ReportStore } = require('../lib/reports/report-store');

describe('ReportStore', () => {
  let store;

  beforeEach(() => {
    store = new ReportStore(new sqlite3.Database(':memory:'));
  });

  it('counts reports per owner', async () => {
    const count = await store.countReports('ada');
    console.log('count', count);
  });

  it('archives reports', async () => {
    await store.archive([1, 2]);
    console.log('archived');
    assert.strictEqual(await store.exists(1), true);
  });

  it('filters archived reports', () => {
    store.filters = { only: ['archived'] };
    assert.deepStrictEqual(store.filters.only, ['archived']);
  });

  describe.skip('publishing', () => {
    it('notifies the owner', async () => {
      await store.publish({ id: 1, owner: 'ada' });
      assert.ok(true);
    });
  });

  it('renames a report', (done) => {
    store.rename(1, 'Q3').then(() => {
      console.log('renamed');
      done();
    }, done);
  });
});

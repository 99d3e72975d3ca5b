import { totalOf } from './orders';

test('adds up the totals', () => {
  expect(totalOf([{ id: 'a', total: 2 }, { id: 'b', total: 3 }])).toBe(5);
});

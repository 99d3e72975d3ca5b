import { totalOf } from './orders';

test.only('adds up the totals', () => {
  expect(totalOf([{ id: 'a', total: 2 }, { id: 'b', total: 3 }])).toBe(5);
});

test('takes discounts off', () => {
  expect(totalOf([{ id: 'a', total: 10, discount: 4 }])).toBe(6);
});

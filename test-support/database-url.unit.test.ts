import { databaseUrlOn } from './database-url';

describe('databaseUrlOn', () => {
  it('when the base is a plain server, then the database follows it', () => {
    expect(databaseUrlOn('mongodb://127.0.0.1:27017', 'orders_1')).toBe('mongodb://127.0.0.1:27017/orders_1');
  });

  it('when the base carries connection options, then they stay after the database name', () => {
    expect(databaseUrlOn('mongodb://localhost:32771?directConnection=true', 'orders_1')).toBe(
      'mongodb://localhost:32771/orders_1?directConnection=true',
    );
  });

  it('when the base lists several hosts or ends in a slash, then each host is kept and one slash is used', () => {
    expect(databaseUrlOn('mongodb://a:1,b:2/?replicaSet=rs0', 'x')).toBe(
      'mongodb://a:1,b:2/x?replicaSet=rs0',
    );
  });
});

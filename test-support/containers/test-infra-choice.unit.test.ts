import { testInfraChoice } from './test-infra-choice';

describe('testInfraChoice', () => {
  it('when TEST_INFRA is unset or empty, then the tests use the local infrastructure', () => {
    expect(testInfraChoice({})).toBe('local');
    expect(testInfraChoice({ TEST_INFRA: '' })).toBe('local');
    expect(testInfraChoice({ TEST_INFRA: 'local' })).toBe('local');
  });

  it('when TEST_INFRA=containers, then the tests use containers', () => {
    expect(testInfraChoice({ TEST_INFRA: 'containers' })).toBe('containers');
  });

  it('when TEST_INFRA is misspelt, then it is refused with the values it takes', () => {
    expect(() => testInfraChoice({ TEST_INFRA: 'container' })).toThrow(
      /TEST_INFRA=container is not known: use TEST_INFRA=containers/,
    );
  });
});

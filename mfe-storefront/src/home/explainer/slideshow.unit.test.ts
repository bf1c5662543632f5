import { slideshowReducer, startOf, type SlideshowState } from './slideshow';

const reduce = slideshowReducer(4);
const at = (index: number, playing = true): SlideshowState => ({ index, playing });

describe('the explainer slideshow', () => {
  it('when it opens, then it plays from the first step, unless the visitor prefers less motion', () => {
    expect(startOf(false)).toEqual(at(0, true));
    expect(startOf(true)).toEqual(at(0, false));
  });

  it('when a step’s time is up, then the next step shows; at the last step it stops there', () => {
    expect(reduce(at(0), { type: 'elapsed' })).toEqual(at(1));
    expect(reduce(at(2), { type: 'elapsed' })).toEqual(at(3));
    expect(reduce(at(3), { type: 'elapsed' })).toEqual(at(3, false));
  });

  it('when the visitor steps back and forth, then it stays within the four steps and keeps playing or not', () => {
    expect(reduce(at(0, false), { type: 'previous' })).toEqual(at(0, false));
    expect(reduce(at(3), { type: 'next' })).toEqual(at(3));
    expect(reduce(at(1, false), { type: 'next' })).toEqual(at(2, false));
    expect(reduce(at(1), { type: 'go-to', index: 3 })).toEqual(at(3));
    expect(reduce(at(1), { type: 'go-to', index: 9 })).toEqual(at(3));
  });

  it('when paused and played, then it pauses and goes on; played at the end, it starts again', () => {
    expect(reduce(at(2), { type: 'toggle-playing' })).toEqual(at(2, false));
    expect(reduce(at(2, false), { type: 'toggle-playing' })).toEqual(at(2, true));
    expect(reduce(at(3, false), { type: 'toggle-playing' })).toEqual(at(0, true));
  });
});

import { elide } from './elision';

describe('French elision (issue 49 §12)', () => {
  it.each([
    ['Les photos de Amora', 'Les photos d’Amora'],
    ['Ce que Amora fait pour vous', 'Ce qu’Amora fait pour vous'],
    ['Pour que Émilie reste', 'Pour qu’Émilie reste'],
    ['De Alex', 'D’Alex'],
    ['jusque à demain', 'jusqu’à demain'],
    ['si il veut', 's’il veut'],
    ['le profil de Lena', 'le profil de Lena'],
    ['de Hugo', 'de Hugo'],
    ['de Yasmine', 'de Yasmine'],
    ['de 10 km', 'de 10 km'],
    ['moderne et ouvert', 'moderne et ouvert'],
  ])('%s → %s', (text, elided) => expect(elide(text)).toBe(elided));
});

// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as Footer } from './components/Footer.tsx';
export { default as Header } from './components/Header.tsx';
export { default as Hero } from './components/Hero.tsx';
export { default as Mission } from './components/Mission.tsx';
export { default as NotFound } from './components/NotFound.tsx';
export { default as OurStory } from './components/OurStory.tsx';
export { default as SocialSection } from './components/SocialSection.tsx';

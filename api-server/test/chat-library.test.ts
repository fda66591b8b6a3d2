import { createLibrarySearch } from '../src/modules/chat/library/library-search';
import { describeOnEachDatabase } from './support/test-app';

// The built-in responder is only as good as its search: these questions, asked as people ask
// them, must find the article that answers them first.
const BEST_ARTICLE: [question: string, title: string][] = [
  ['What is a varicocele?', 'What is a varicocele?'],
  ['what are the symptoms of varicocele', 'Symptoms of a varicocele'],
  ['How do doctors diagnose a varicocele?', 'How a varicocele is diagnosed'],
  ['Does varicocele affect fertility?', 'How a varicocele affects fertility'],
  ['What does a semen analysis measure?', 'What a semen analysis measures'],
  ['What are the signs of low testosterone?', 'Signs of low testosterone'],
  ['How is testosterone tested?', 'How testosterone is tested'],
  ['Is it safe to lift weights with a varicocele?', 'Exercising with a varicocele'],
  ['When is testicle pain an emergency?', 'When testicle pain is an emergency'],
  ['How much exercise do men need each week?', 'How much activity men need'],
  ['How can I improve my sperm quality?', 'How to improve sperm quality through lifestyle'],
  ['Which treatments are there for varicocele?', 'Treatment options for a varicocele'],
];

describeOnEachDatabase('The health library search', (server) => {
  it.each(BEST_ARTICLE)('finds the article that answers "%s" first', async (question, title) => {
    const found = await createLibrarySearch(server.app.db).search(question);
    expect(found.articles.map((article) => article.title)[0]).toBe(title);
  });

  it('recommends videos on the topic of the question', async () => {
    const found = await createLibrarySearch(server.app.db).search('Low testosterone signs and testing');
    expect(found.videos.map((video) => video.title)).toContain('Low testosterone: signs and testing');
  });

  it('finds nothing, and recommends nothing, for a question outside the library', async () => {
    const found = await createLibrarySearch(server.app.db).search('Who won the football yesterday?');
    expect(found).toMatchObject({ articles: [], videos: [] });
  });
});

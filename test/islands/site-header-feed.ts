/** The header feeds of the site header's tests: three menus and a link, as the demo's. */
export const headerFeed = {
  result: {
    brand: { name: 'Laugh Track Network', url: '/' },
    nav: [
      { title: 'Shows', links: [
        { title: 'Desk Jockeys', url: '/shows/desk-jockeys' },
        { title: 'Roast Beef', url: '/shows/roast-beef' },
        { title: 'Sneaky', url: 'javascript:alert(1)' },
        { title: 'All shows', url: '/shows' },
      ] },
      { title: 'Full Episodes', links: [
        { title: 'Desk Jockeys: The Printer Has Unionized', url: '/full-episodes/desk-jockeys-s4e1' },
        { title: 'All full episodes', url: '/full-episodes' },
      ] },
      { title: 'Stand-Up', links: [
        { title: 'Marnie Okafor', url: '/comedians/marnie-okafor' },
        { title: 'Comedian directory', url: '/stand-up' },
      ] },
      { title: 'Schedule', url: '/schedule' },
      { title: 'Evil', url: 'javascript:alert(1)' },
      { title: 'Nothing safe', links: [{ title: 'Data', url: 'data:text/html,hi' }] },
    ],
    search: { label: 'Search shows and comics', placeholder: 'Search' },
    cta: { title: 'Watch live', url: 'data:text/html,hi' },
  },
};

// The HTML of a signed-in visitor's account items (decisions 0025 and 0064), as React writes them in a page: the
// page cache puts them in the header's slots of a cached page. Rendered by the same component, in a router of its
// own; a visitor's state (admin or not, unread counts) is rendered once.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { AccountItems } from "~/components/layout/site-header";
import type { NavUser } from "~/domain/accounts/visitor";

export interface AccountItemsHtml {
  /** In the bar (wide screens). */
  bar: string;
  /** In the burger menu. */
  menu: string;
}

const MAX_STATES = 512;
const rendered = new Map<string, Promise<AccountItemsHtml>>();

/** The HTML of an element, written by the renderer of the pages (entry.server.tsx). */
function html(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString("utf8");
        done();
      },
    });
    sink.on("finish", () => resolve(text));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject });
  });
}

async function render(element: React.ReactElement): Promise<string> {
  // Outside any page of ours: the items' links are never the current page's, as on a cached page.
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("account items: unexpected response");
  return html(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** The account items of a signed-in `user`. */
export function accountItemsHtml(user: NavUser): Promise<AccountItemsHtml> {
  const key = `${user.isAdmin}/${user.unread}/${user.unreadStaff}`;
  let html = rendered.get(key);
  if (!html) {
    if (rendered.size >= MAX_STATES) rendered.clear();
    html = Promise.all([render(<AccountItems user={user} menu={false} />), render(<AccountItems user={user} menu />)]).then(([bar, menu]) => ({ bar, menu }));
    rendered.set(key, html);
    html.catch(() => rendered.delete(key));
  }
  return html;
}

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/public/home.tsx"),
  route("projets", "routes/public/projects.tsx"),
  route("projets/:id/:slug?", "routes/public/project.tsx"),
  route("ville", "routes/public/cities.tsx"),
  route("ville/:id/:slug?", "routes/public/city.tsx"),
  route("ressources", "routes/public/resources.tsx"),
  route("5-pourquoi", "routes/public/five-whys.tsx"),
  route("team", "routes/public/team.tsx"),
  route("comment-ca-marche", "routes/public/how-it-works.tsx"),
  route("maintenance", "routes/public/maintenance.tsx"),
  route("mentions-legales", "routes/public/legal-notice.tsx"),
  route("politique-confidentialite", "routes/public/privacy-policy.tsx"),
  route("signup", "routes/account/signup.tsx"),
  route("signin", "routes/account/signin.tsx"),
  route("logout", "routes/account/logout.ts"),
  route("verifier-email", "routes/account/verify-email.tsx"),
  // Client pages: questionnaire, profile, progress tracker.
  // Staff pages: contact form and client follow-up under /creer.
  route("media/:file", "routes/media.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("comment-calculons-nous", "routes/public/how-we-calculate.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

// Accounts on every engine: passwords, sessions, sign-in failures and delay, steps, rate limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNIN_LINK_SENT, WRONG_CREDENTIALS, signIn, signInWithLink, signUp, signinDelaySeconds } from "~/server/accounts/auth.server";
import { type DB, initDb } from "~/server/db/db.server";
import { hit } from "~/server/platform/rate-limit.server";
import { createSession, deleteSession, deleteUserSessions, requestUser, sessionCookieName, userForToken } from "~/server/accounts/sessions.server";
import { EmailTakenError } from "~/server/platform/errors.server";
import { listAudit } from "~/server/platform/audit.server";
import { createUser, deleteUser, findUserByEmail, getUser, listUsers, finishStep1, setStep, setSteps } from "~/server/accounts/users.server";
import { engines } from "../engines";

let ipCounter = 0;
const request = () => new Request("http://localhost/signin", { method: "POST", headers: { "x-client-ip": `192.0.2.${++ipCounter}` } });
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemple.fr`;

describe.each(engines())("accounts on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = initDb(await engine.open());
  });
  afterAll(() => engine.close());

  it("stores an argon2id hash, never the password, and refuses a second account for an address", async () => {
    const email = unique("Alice");
    const user = await createUser(db, { username: "alice", email, password: "une phrase secrète" });
    expect(user.email).toBe(email.toLowerCase());
    expect(user.role).toBe("client");
    const stored = await findUserByEmail(db, email.toUpperCase());
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain("une phrase secrète");
    await expect(createUser(db, { username: "alice2", email, password: "autre phrase" })).rejects.toBeInstanceOf(EmailTakenError);
  });

  it("signs up through the shared logic with a French message for a used address", async () => {
    const email = unique("bob");
    const first = await signUp(request(), { username: "bob", email, password: "motdepasse-long" });
    expect(first.ok).toBe(true);
    const second = await signUp(request(), { username: "bob", email, password: "motdepasse-long" });
    expect(second).toMatchObject({ ok: false, status: 409 });
    expect(!second.ok && second.message).toMatch(/Un compte existe déjà avec cette adresse e-mail/);
  });

  it("signs in, and answers the same message for an unknown address and a wrong password", async () => {
    const email = unique("claire");
    await createUser(db, { username: "claire", email, password: "bonne-phrase" });
    const ok = await signIn(request(), { email, password: "bonne-phrase" });
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    expect(await userForToken(db, ok.token)).toMatchObject({ email, role: "client", formulaireValid: false });

    const wrong = await signIn(request(), { email, password: "mauvaise" });
    const unknown = await signIn(request(), { email: unique("personne"), password: "mauvaise" });
    expect(wrong).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
    expect(unknown).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
  });

  it("makes repeated failures wait longer and longer, even with the right password", async () => {
    expect([1, 2, 3, 4, 5, 20].map(signinDelaySeconds)).toEqual([0, 0, 2, 4, 8, 900]);
    const email = unique("denis");
    await createUser(db, { username: "denis", email, password: "bonne-phrase" });
    const guesser = () => new Request("http://localhost/signin", { method: "POST", headers: { "x-client-ip": "203.0.113.66" } });
    for (let i = 0; i < 3; i++) await signIn(guesser(), { email, password: "faux" });
    const blocked = await signIn(guesser(), { email, password: "bonne-phrase" });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    expect(!blocked.ok && blocked.message).toMatch(/Trop de tentatives pour ce compte/);
    // The delay is the guesser's address's: the owner, elsewhere, signs in.
    expect(await signIn(request(), { email, password: "bonne-phrase" })).toMatchObject({ ok: true });
  });

  // Issue 25, item 4: failures from other addresses never make the right password refused.
  it("after many failures from rotating addresses, asks a new address for an e-mailed proof instead of refusing, the same answer for any password", async () => {
    const email = unique("emma");
    await createUser(db, { username: "emma", email, password: "bonne-phrase" });
    const home = () => new Request("http://localhost/signin", { method: "POST", headers: { "x-client-ip": "2001:db8:7:7::/64" } });
    expect(await signIn(home(), { email, password: "bonne-phrase" })).toMatchObject({ ok: true });

    // 25 wrong passwords, each from another address: the first 20 are answered as such, then every
    // address the owner never signed in from is asked for a proof, whatever the password.
    for (let i = 0; i < 20; i++) expect(await signIn(request(), { email, password: `faux-${i}` })).toEqual({ ok: false, status: 401, message: WRONG_CREDENTIALS });
    for (let i = 0; i < 5; i++) expect(await signIn(request(), { email, password: `faux-${i}` })).toEqual({ ok: false, status: 401, message: SIGNIN_LINK_SENT });
    const links = async () => db.selectFrom("outbox").select("body").where("recipient", "=", email).where("subject", "=", "Votre lien de connexion").execute();
    expect(await links()).toEqual([]);

    // The owner, from the address they signed in from before, signs in at once.
    expect(await signIn(home(), { email, password: "bonne-phrase" })).toMatchObject({ ok: true });
    // From a new address, the right password gets the same answer and a sign-in link by e-mail, never a 429.
    const fresh = { "x-client-ip": "198.51.100.77" };
    expect(await signIn(new Request("http://localhost/signin", { method: "POST", headers: fresh }), { email, password: "bonne-phrase" })).toEqual({
      ok: false,
      status: 401,
      message: SIGNIN_LINK_SENT,
    });
    const [mail] = await links();
    const token = mail.body.match(/\/connexion-par-lien\?jeton=([A-Za-z0-9_-]+)/)![1];
    const opened = await signInWithLink(new Request("http://localhost/connexion-par-lien", { method: "POST", headers: fresh }), token);
    expect(opened).toMatchObject({ ok: true, user: { email } });
    expect(await userForToken(db, opened!.token)).toMatchObject({ email });
    expect(await signInWithLink(new Request("http://localhost/", { headers: fresh }), token)).toBeNull();
    // That address is now a known one: the next sign-in from it is direct.
    expect(await signIn(new Request("http://localhost/signin", { method: "POST", headers: fresh }), { email, password: "bonne-phrase" })).toMatchObject({ ok: true });
  });

  it("limits sign-in attempts per address of the visitor", async () => {
    const fixed = () => new Request("http://localhost/signin", { method: "POST", headers: { "x-client-ip": "198.51.100.9" } });
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 31; i++) last = await signIn(fixed(), { email: unique("x"), password: "x" });
    expect(last).toMatchObject({ ok: false, status: 429 });
  });

  it("counts rate-limit hits in the database per window", async () => {
    const key = `test:${Math.random()}`;
    const limit = { max: 2, windowSeconds: 60 };
    const now = Date.parse("2026-11-21T10:00:10Z");
    expect(await hit(db, key, limit, now)).toBe(true);
    expect(await hit(db, key, limit, now)).toBe(true);
    expect(await hit(db, key, limit, now)).toBe(false);
    // Once over, a flood of hits in the same window costs no write: the count stays where it went over.
    const stored = () => db.selectFrom("rateLimits").select("hits").where("key", "=", key).orderBy("windowStart", "desc").executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ hits: 3 });
    for (let i = 0; i < 20; i++) expect(await hit(db, key, limit, now + 1_000)).toBe(false);
    expect(await stored()).toEqual({ hits: 3 });
    expect(await hit(db, key, limit, now + 60_000)).toBe(true);
  });

  it("deletes sessions on sign-out and with the account", async () => {
    const user = await createUser(db, { username: "emma", email: unique("emma"), password: "bonne-phrase" });
    const a = await createSession(db, user.id);
    const b = await createSession(db, user.id);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.selectFrom("sessions").select("tokenHash").where("userId", "=", user.id).execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(a);
    await deleteSession(db, a);
    expect(await userForToken(db, a)).toBeNull();
    expect(await userForToken(db, b)).not.toBeNull();
    await deleteUserSessions(db, user.id);
    expect(await userForToken(db, b)).toBeNull();

    const c = await createSession(db, user.id);
    await deleteUser(db, user.id);
    expect(await userForToken(db, c)).toBeNull();
    expect(await getUser(db, user.id)).toBeNull();
  });

  it("reads a request's session once, whoever asks for it (the guard, the page cache, the routes)", async () => {
    const user = await createUser(db, { username: "une-lecture", email: unique("une-lecture"), password: "une phrase secrète" });
    const token = await createSession(db, user.id);
    const req = { headers: { cookie: `autre=1; ${sessionCookieName(false)}=${token}` } };
    const first = requestUser(db, req, false);
    expect((await first)?.id).toBe(user.id);
    // Ended meanwhile: the same request keeps what it read, a new request reads it again.
    await deleteSession(db, token);
    expect(requestUser(db, req, false)).toBe(first);
    expect(await requestUser(db, { headers: { cookie: req.headers.cookie } }, false)).toBeNull();
    expect(await requestUser(db, { headers: {} }, false)).toBeNull();
  });

  it("ignores expired sessions", async () => {
    const user = await createUser(db, { username: "fanny", email: unique("fanny"), password: "bonne-phrase" });
    const token = await createSession(db, user.id);
    await db.updateTable("sessions").set({ expiresAt: "2000-01-01T00:00:00.000Z" }).where("userId", "=", user.id).execute();
    expect(await userForToken(db, token)).toBeNull();
  });

  it("unlocks the steps in order", async () => {
    const user = await createUser(db, { username: "gael", email: unique("gael"), password: "bonne-phrase" });
    expect(await setStep(db, user.id, 2, true)).toBe(false);
    expect(await setStep(db, user.id, 1, true)).toBe(true);
    expect(await setStep(db, user.id, 2, true)).toBe(true);
    expect((await getUser(db, user.id))!.steps.slice(0, 3)).toEqual([true, true, false]);
    expect(await setStep(db, user.id, 1, false)).toBe(true);
    expect((await getUser(db, user.id))!.steps.slice(0, 3)).toEqual([false, false, false]);
  });

  it("lets a client finish step 1 only once the questionnaire is complete", async () => {
    const user = await createUser(db, { username: "ines", email: unique("ines"), password: "bonne-phrase" });
    expect(await finishStep1(db, user.id)).toBe(false);
    expect((await getUser(db, user.id))!.steps[0]).toBe(false);
    await db.updateTable("users").set({ formulaireValid: 1 }).where("id", "=", user.id).execute();
    expect(await finishStep1(db, user.id)).toBe(true);
    expect((await getUser(db, user.id))!.steps[0]).toBe(true);
  });

  it("sets staff steps at once, in order, with their audit row", async () => {
    const staff = { id: 0, email: "equipe@exemple.fr" };
    const user = await createUser(db, { username: "ines", email: unique("ines"), password: "bonne-phrase" });
    // Step 2 needs step 1, which is the client's: nothing is stored.
    expect(await setSteps(db, user.id, [2, 3], staff)).toEqual({ ok: false, outOfOrder: 2 });
    await setStep(db, user.id, 1, true);
    expect(await setSteps(db, user.id, [2, 4], staff)).toEqual({ ok: false, outOfOrder: 4 });
    expect((await getUser(db, user.id))!.steps.slice(0, 4)).toEqual([true, false, false, false]);
    expect(await setSteps(db, user.id, [2, 3, 4], staff)).toEqual({ ok: true, done: 4, changed: true });
    expect((await getUser(db, user.id))!.steps.slice(0, 5)).toEqual([true, true, true, true, false]);
    const [entry] = await listAudit(db, 1);
    expect([entry.action, entry.entityId, entry.userEmail, entry.summary]).toEqual(["step", user.id, "equipe@exemple.fr", `ines (${user.email}) : 4/9 étapes faites`]);
    // Unticking step 3 unticks the ones after it.
    expect(await setSteps(db, user.id, [2], staff)).toEqual({ ok: true, done: 2, changed: true });
    expect(await setSteps(db, user.id, [2], staff)).toEqual({ ok: true, done: 2, changed: false });
    expect(await setSteps(db, 999_999, [2], staff)).toBeNull();
  });

  it("lists and searches users, ignoring case and accents", async () => {
    await createUser(db, { username: "hugo-recherche", email: unique("hugo"), password: "bonne-phrase" });
    const found = await listUsers(db, "HUGO-RECH");
    expect(found.map((u) => u.username)).toEqual(["hugo-recherche"]);
    await createUser(db, { username: "Hélène Cœurdoux", email: unique("helene"), password: "bonne-phrase" });
    expect((await listUsers(db, "helene coeur")).map((u) => u.username)).toEqual(["Hélène Cœurdoux"]);
    expect((await listUsers(db, "HÉLÈNE")).map((u) => u.username)).toEqual(["Hélène Cœurdoux"]);
    expect(await listUsers(db, "100%")).toEqual([]);
  });
});

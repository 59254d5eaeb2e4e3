// The errors the models throw for an expected refusal, in one place. Callers test them with
// `instanceof` (never by their message); each message is French and can be shown as it is.

/** Featuring one more project would pass the limit of featured projects. */
export class FeaturedLimitError extends Error {
  constructor(max: number) {
    super(`Impossible de mettre ce projet en avant : ${max} projets le sont déjà. Retirez d’abord la mise en avant d’un autre projet.`);
  }
}

/** A project's district must lie in the project's city; a district's city must exist. */
export class PlaceError extends Error {
  constructor(message = "Le quartier choisi n’appartient pas à la ville du projet.") {
    super(message);
  }
}

/** A city or district still used by projects or districts cannot be deleted. */
export class InUseError extends Error {}

/** An upload that is not an accepted image or PDF, or is too large. */
export class MediaError extends Error {}

export class EmailTakenError extends Error {
  constructor() {
    super("Un compte existe déjà avec cette adresse e-mail.");
  }
}

/** Too much heavy work is waiting already (generated files): try again in a moment. */
export class BusyError extends Error {
  constructor() {
    super("Le serveur prépare déjà beaucoup de documents : réessayez dans un instant.");
  }
}

/** A market data file (DVF, Carte des loyers) that cannot be imported: the message names the file, the line and the column. */
export class ImportRefusedError extends Error {}

/**
 * A request body refused while its route read it (RouteHandle.files.stream): the request guard has answered
 * (413 too large, 408 too slow); the route's own answer is dropped.
 */
export class BodyRefusedError extends Error {
  constructor(readonly status: 408 | 413) {
    super(status === 413 ? "body too large" : "body too slow");
  }
}

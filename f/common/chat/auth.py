"""Bearer-token authentication of the chat server: KB_CHAT_TOKENS maps each token to its user.

Every token is compared in constant time (so timing does not reveal how much of a guess matched)
and none is ever logged; a missing or unknown token is the same 401."""
from __future__ import annotations

import hmac
import logging

from starlette.requests import Request

from f.common.chat.replies import Unauthorized

log = logging.getLogger(__name__)
MAX_TOKEN = 512


def user_for(request: Request, tokens: dict[str, str]) -> str:
    """The user whose token the request carries (Authorization: Bearer <token>)."""
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    given = given.strip()
    if scheme.lower() != "bearer" or not given or len(given) > MAX_TOKEN:
        raise Unauthorized("a bearer token is required (Authorization: Bearer <token>)")
    found = None
    for token, user in tokens.items():  # no early exit: every request costs the same
        if hmac.compare_digest(token.encode("utf-8"), given.encode("utf-8")):
            found = user
    if found is None:
        log.info("refused a request with an unknown token from %s", request.client.host if request.client else "?")
        raise Unauthorized("unknown token")
    return found

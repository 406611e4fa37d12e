/**
 * Generated from api/openapi.json by `pnpm --filter @guardian/api openapi`. Do not edit by hand:
 * api/src/scripts/__tests__/openapi-drift.test.ts fails when this file is stale.
 */

export interface paths {
    "/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상태 확인 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 이메일 로그인
         * @description 401 INVALID_CREDENTIALS. 429 RATE_LIMITED after 5 failures per account or 30 attempts per IP in 15 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                user: {
                                    userSeq: number;
                                    userId: string;
                                    nickname: string;
                                    phoneNumber: string;
                                    /** @enum {string} */
                                    snsKind: "NONE" | "KAKAO" | "APPLE";
                                    profileImageUrl: string | null;
                                    termsMarketing: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    userShops: {
                                        userShopSeq: number;
                                        shopId: number;
                                        customerSeq: number;
                                        sortOrder: number;
                                        shopInfo: {
                                            shopId: number;
                                            name: string;
                                            categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                            address: string;
                                            regionSeq: number;
                                            latitude: number;
                                            longitude: number;
                                            thumbnailUrl: string | null;
                                            reviewCount: number;
                                            /** Format: date-time */
                                            registeredAt: string;
                                            distanceMeters: number | null;
                                            isFavorite: boolean;
                                        };
                                    }[];
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        breedSeq: number | null;
                                        breedName: string | null;
                                        birthDate: string | null;
                                        weightKg: number | null;
                                        /** @enum {string} */
                                        sex: "MALE" | "FEMALE";
                                        neutered: boolean;
                                        imageUrl: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그아웃 (현재 토큰 폐기) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/chatting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 실시간 채팅 채널용 단기 토큰 발급 (10분) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                chatToken: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mobile-certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 휴대폰 인증번호 발송 (6자리, 3분 유효)
         * @description 429 RATE_LIMITED: resend within 60s, or more than 5 per phone / 20 per IP per hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        /** @enum {string} */
                        purpose: "SIGNUP" | "PASSWORD";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                /** Format: date-time */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mobile-certification/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 인증번호 확인 → certificationToken (30분, 1회용)
         * @description INVALID_CERTIFICATION (400), CERTIFICATION_EXPIRED (400), CERTIFICATION_ATTEMPTS_EXCEEDED (429, after 5 wrong codes).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                certificationToken: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/duplicated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 이메일/닉네임 중복 확인 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "EMAIL" | "NICKNAME";
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                duplicated: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 회원가입 → Session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description snsKind NONE: userId, password, phoneNumber and certificationToken are required. KAKAO/APPLE: snsToken is required; userId defaults to the provider e-mail; phoneNumber is stored only together with a certificationToken. */
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        userId?: string;
                        /** @description 8자 이상, 영문과 숫자를 모두 포함 */
                        password?: string;
                        nickname: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber?: string;
                        certificationToken?: string;
                        /**
                         * @default NONE
                         * @enum {string}
                         */
                        snsKind?: "NONE" | "KAKAO" | "APPLE";
                        snsToken?: string;
                        /** @default false */
                        termsMarketing?: boolean;
                        /**
                         * @description 필수 동의 (true만 허용)
                         * @enum {boolean}
                         */
                        termsPrivacy: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                token: string;
                                /** Format: date-time */
                                expiresAt: string;
                                user: {
                                    userSeq: number;
                                    userId: string;
                                    nickname: string;
                                    phoneNumber: string;
                                    /** @enum {string} */
                                    snsKind: "NONE" | "KAKAO" | "APPLE";
                                    profileImageUrl: string | null;
                                    termsMarketing: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    userShops: {
                                        userShopSeq: number;
                                        shopId: number;
                                        customerSeq: number;
                                        sortOrder: number;
                                        shopInfo: {
                                            shopId: number;
                                            name: string;
                                            categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                            address: string;
                                            regionSeq: number;
                                            latitude: number;
                                            longitude: number;
                                            thumbnailUrl: string | null;
                                            reviewCount: number;
                                            /** Format: date-time */
                                            registeredAt: string;
                                            distanceMeters: number | null;
                                            isFavorite: boolean;
                                        };
                                    }[];
                                    pets: {
                                        petSeq: number;
                                        name: string;
                                        /** @enum {string} */
                                        kind: "DOG" | "CAT";
                                        breedSeq: number | null;
                                        breedName: string | null;
                                        birthDate: string | null;
                                        weightKg: number | null;
                                        /** @enum {string} */
                                        sex: "MALE" | "FEMALE";
                                        neutered: boolean;
                                        imageUrl: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 비밀번호 재설정 (휴대폰 인증 필요, 모든 세션 폐기) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber: string;
                        certificationToken: string;
                        /** @description 8자 이상, 영문과 숫자를 모두 포함 */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/sns/authorize-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 소셜 로그인 인가 URL (state는 DB에 10분 저장) */
        get: {
            parameters: {
                query: {
                    kind: "KAKAO" | "APPLE";
                    redirectUri: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                url: string;
                                state: string;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/sns/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 소셜 로그인 콜백: 가입된 계정이면 session, 처음이면 snsToken (→ POST /v2/signup) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "KAKAO" | "APPLE";
                        code: string;
                        state: string;
                        /** Format: uri */
                        redirectUri: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                session: {
                                    token: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                    user: {
                                        userSeq: number;
                                        userId: string;
                                        nickname: string;
                                        phoneNumber: string;
                                        /** @enum {string} */
                                        snsKind: "NONE" | "KAKAO" | "APPLE";
                                        profileImageUrl: string | null;
                                        termsMarketing: boolean;
                                        /** Format: date-time */
                                        createdAt: string;
                                        userShops: {
                                            userShopSeq: number;
                                            shopId: number;
                                            customerSeq: number;
                                            sortOrder: number;
                                            shopInfo: {
                                                shopId: number;
                                                name: string;
                                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                                address: string;
                                                regionSeq: number;
                                                latitude: number;
                                                longitude: number;
                                                thumbnailUrl: string | null;
                                                reviewCount: number;
                                                /** Format: date-time */
                                                registeredAt: string;
                                                distanceMeters: number | null;
                                                isFavorite: boolean;
                                            };
                                        }[];
                                        pets: {
                                            petSeq: number;
                                            name: string;
                                            /** @enum {string} */
                                            kind: "DOG" | "CAT";
                                            breedSeq: number | null;
                                            breedName: string | null;
                                            birthDate: string | null;
                                            weightKg: number | null;
                                            /** @enum {string} */
                                            sex: "MALE" | "FEMALE";
                                            neutered: boolean;
                                            imageUrl: string | null;
                                        }[];
                                    };
                                } | null;
                                snsToken: string | null;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitation/token/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 매장 초대 토큰 확인 (로그인 시 alreadyLinked 계산)
         * @description 400 INVALID_INVITATION_TOKEN when unknown, used or expired.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                shopName: string;
                                shopThumbnailUrl: string | null;
                                customerName: string;
                                alreadyLinked: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 정보 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 내 정보 수정 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nickname?: string;
                        /** @description 010xxxxxxxx */
                        phoneNumber?: string;
                        termsMarketing?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/my-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 프로필 이미지 변경 */
        patch: {
            parameters: {
                query: {
                    profile: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userSeq: number;
                                userId: string;
                                nickname: string;
                                phoneNumber: string;
                                /** @enum {string} */
                                snsKind: "NONE" | "KAKAO" | "APPLE";
                                profileImageUrl: string | null;
                                termsMarketing: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                userShops: {
                                    userShopSeq: number;
                                    shopId: number;
                                    customerSeq: number;
                                    sortOrder: number;
                                    shopInfo: {
                                        shopId: number;
                                        name: string;
                                        categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                        address: string;
                                        regionSeq: number;
                                        latitude: number;
                                        longitude: number;
                                        thumbnailUrl: string | null;
                                        reviewCount: number;
                                        /** Format: date-time */
                                        registeredAt: string;
                                        distanceMeters: number | null;
                                        isFavorite: boolean;
                                    };
                                }[];
                                pets: {
                                    petSeq: number;
                                    name: string;
                                    /** @enum {string} */
                                    kind: "DOG" | "CAT";
                                    breedSeq: number | null;
                                    breedName: string | null;
                                    birthDate: string | null;
                                    weightKg: number | null;
                                    /** @enum {string} */
                                    sex: "MALE" | "FEMALE";
                                    neutered: boolean;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/user/shop/sort-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 연결 매장 순서 변경 (모든 userShopSeq를 원하는 순서로) */
        patch: {
            parameters: {
                query: {
                    userShopSeqs: number[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userShopSeq: number;
                                shopId: number;
                                customerSeq: number;
                                sortOrder: number;
                                shopInfo: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v2/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 회원 탈퇴 (개인정보 익명화, 모든 세션 폐기) */
        delete: {
            parameters: {
                query?: {
                    reason?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 매장 검색
         * @description regionSeqs: any of; category: shop offers it; facilitiesSeqs: shop has all of them. CLOSEST sorts by distance from latitude/longitude (Seoul City Hall when absent). Auth optional (isFavorite).
         */
        get: {
            parameters: {
                query?: {
                    /** @description comma-joined, e.g. 1,2,3 */
                    regionSeqs?: number[];
                    category?: "BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE";
                    /** @description comma-joined, e.g. 1,2,3 */
                    facilitiesSeqs?: number[];
                    orderBy?: "CLOSEST" | "RECENTLY_REGISTERED" | "REVIEWS";
                    latitude?: number;
                    longitude?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                items: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                }[];
                                page: number;
                                size: number;
                                total: number;
                                hasNext: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 매장 상세 (로그인 불필요)
         * @description userSeq is accepted for compatibility and ignored: isFavorite comes from the bearer token when present.
         */
        get: {
            parameters: {
                query: {
                    shopId: number;
                    userSeq?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                                phone: string;
                                description: string;
                                addressDetail: string;
                                hours: {
                                    dayOfWeek: number;
                                    open: string;
                                    close: string;
                                    closed: boolean;
                                }[];
                                facilities: {
                                    facilitiesSeq: number;
                                    name: string;
                                    icon: string;
                                }[];
                                onlineReservation: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 즐겨찾기 추가 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                isFavorite: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        /** 즐겨찾기 해제 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                isFavorite: boolean;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 즐겨찾기 매장 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/{id}/filter/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 편의시설 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                facilitiesSeq: number;
                                name: string;
                                icon: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/app/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 앱 설정 */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                onlineReservation: boolean;
                                chatting: boolean;
                                menus: string[];
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/category/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 매장 카테고리별 이미지 (이미지 없는 항목 포함) */
        get: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                category: string;
                                images: string[];
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/filter/facilities/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 편의시설 필터 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                facilitiesSeq: number;
                                name: string;
                                icon: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/filter/region/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 지역 필터 목록 (시도별 그룹은 클라이언트) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                regionSeq: number;
                                sido: string;
                                sigungu: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 매장 연결 해제 */
        delete: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: Record<string, never> | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/request-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 매장 입점 요청 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shopName: string;
                        address?: string;
                        phone?: string;
                        memo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                requestSeq: number;
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/shop/simple-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 연결 매장 (정렬 순서) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                shopId: number;
                                name: string;
                                categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                address: string;
                                regionSeq: number;
                                latitude: number;
                                longitude: number;
                                thumbnailUrl: string | null;
                                reviewCount: number;
                                /** Format: date-time */
                                registeredAt: string;
                                distanceMeters: number | null;
                                isFavorite: boolean;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/breeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 품종 목록 */
        get: {
            parameters: {
                query?: {
                    kind?: "DOG" | "CAT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                breedSeq: number;
                                /** @enum {string} */
                                kind: "DOG" | "CAT";
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/emotion-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 감정 단어 목록 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                emotionSeq: number;
                                word: string;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/marketing/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 마케팅 배너 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                bannerSeq: number;
                                title: string;
                                imageUrl: string;
                                linkUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/user/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 초대 토큰으로 매장 연결 → UserShop
         * @description 400 INVALID_INVITATION_TOKEN (unknown, used, expired or for another shop), 404 SHOP_NOT_FOUND, 409 ALREADY_LINKED.
         */
        post: {
            parameters: {
                query: {
                    shopId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitationToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            resultCode: "SUCCESS";
                            message: string;
                            data: {
                                userShopSeq: number;
                                shopId: number;
                                customerSeq: number;
                                sortOrder: number;
                                shopInfo: {
                                    shopId: number;
                                    name: string;
                                    categories: ("BEAUTY" | "HOTELING" | "KINDERGARTEN" | "DAY_CARE")[];
                                    address: string;
                                    regionSeq: number;
                                    latitude: number;
                                    longitude: number;
                                    thumbnailUrl: string | null;
                                    reviewCount: number;
                                    /** Format: date-time */
                                    registeredAt: string;
                                    distanceMeters: number | null;
                                    isFavorite: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resultCode: string;
                            message: string;
                            data: ({
                                fields?: {
                                    field: string;
                                    message: string;
                                }[];
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
